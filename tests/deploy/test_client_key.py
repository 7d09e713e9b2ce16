"""nginx's per-client limits count an IPv6 client by its network (CLIENT_IPV6_PREFIX), as
the service does: the rendered deploy config on a real nginx, behind a trusted proxy
(the test, on 127.0.0.1) whose X-Forwarded-For names the client.

* `KeyNginx`: the rendered config plus one test-only location that answers the key
  (``$stichwerk_client``) nginx's limits count for the request;
* the key of random IPv6 addresses, in every textual form a proxy may send, is compared
  with Python's ``ipaddress.ip_network(f"{address}/{prefix}", strict=False)``;
* end to end (the proxy, nginx, gunicorn with the service): two addresses of one /64
  share nginx's and the service's limits, another /64 does not.
"""

from __future__ import annotations

import http.client
import ipaddress
import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.deploy.harness import Gunicorn, Nginx, http_get

pytestmark = pytest.mark.slow

KEY_PATH = "/_test/client_key"
PREFIXES = [64, 60, 56, 48, 36, 32]
# A trusted load balancer in front of nginx (the test's own address), and its limits
# out of the way: the test-only location answers the key of each request.
PROXIED = {"NGINX_TRUSTED_PROXIES": "127.0.0.1", "NGINX_RATE_PER_CLIENT": "9999999r/s",
           "NGINX_BURST_PER_CLIENT": "100000", "NGINX_CONN_PER_CLIENT": "65535"}


class KeyNginx(Nginx):
    """The deploy's config with ``GET /_test/client_key`` answering ``$stichwerk_client``
    (in the deploy's own server block, after its realip settings)."""

    def prepare(self) -> None:
        super().prepare()
        conf = self.prefix / "nginx.conf"
        text = conf.read_text(encoding="utf-8")
        anchor = "        server_name _;\n"
        assert text.count(anchor) == 1
        conf.write_text(text.replace(anchor, anchor + (
            f"        location = {KEY_PATH} {{\n"
            "            default_type text/plain;\n"
            "            return 200 \"$stichwerk_client\";\n"
            "        }\n")), encoding="utf-8")


def expected_key(text: str, prefix: int) -> str:
    """The key of ``text`` from Python's own reading: an IPv4 address (or an IPv4-mapped
    IPv6 one) as its IPv4 address; otherwise the network of ``prefix`` bits, as its
    leading groups without leading zeros, a group that the prefix cuts as its leading hex
    digits ("" for 0): one string per network, a different one for each."""
    address = ipaddress.ip_address(text)
    if isinstance(address, ipaddress.IPv6Address) and address.ipv4_mapped is not None:
        address = address.ipv4_mapped
    if isinstance(address, ipaddress.IPv4Address):
        return str(address)
    network = ipaddress.ip_network(f"{address}/{prefix}", strict=False)
    groups = [int(g, 16) for g in network.network_address.exploded.split(":")]
    full, bits = divmod(prefix, 16)
    parts = [f"{g:x}" for g in groups[:full]]
    if bits:
        cut = groups[full] >> (16 - bits)
        parts.append(f"{cut:x}" if cut else "")
    return ":".join(parts)


def written(groups: list[int], data: st.DataObject) -> str:
    """One of the ways to write the address of these 8 groups: upper or lower case, with
    or without leading zeros, ``::`` for any run of zero groups (not only the longest),
    the last 32 bits as a dotted IPv4 tail. Not ``::`` for the last group alone
    (``1:2:3:4:5:6:7::``): RFC 4291 allows it, nginx's parser refuses it (and keys the
    proxy, as for any header that is no address); RFC 5952 writes ``...:7:0``. Nor the
    dotted tail 255.255.255.255, which nginx's parser reads as its error value."""
    upper = data.draw(st.booleans(), label="upper")
    dotted = data.draw(st.booleans(), label="dotted") and groups[6:] != [0xffff, 0xffff]
    words = []
    for g in groups[:6] if dotted else groups:
        width = data.draw(st.integers(len(f"{g:x}"), 4), label="width")
        word = f"{g:0{width}x}"
        words.append(word.upper() if upper else word)
    zeros = [i for i in range(len(words)) if groups[i] == 0]
    if zeros and data.draw(st.booleans(), label="compress"):
        start = data.draw(st.sampled_from(zeros), label="start")
        end = start
        while end + 1 < len(words) and groups[end + 1] == 0:
            end += 1
        end = data.draw(st.integers(start, end), label="end")
        head, tail = ":".join(words[:start]), ":".join(words[end + 1:])
        text = f"{head}::{tail}" if start < 7 else ":".join(words)
    else:
        text = ":".join(words)
    if dotted:
        tail = str(ipaddress.IPv4Address(groups[6] << 16 | groups[7]))
        text += tail if text.endswith("::") else ":" + tail
    assert ipaddress.IPv6Address(text) == ipaddress.IPv6Address(
        sum(g << (16 * (7 - i)) for i, g in enumerate(groups))), text
    return text


GROUP = st.one_of(st.just(0), st.just(0), st.sampled_from([1, 0xff, 0x100, 0xffff]),
                  st.integers(0, 0xffff))
ADDRESS_GROUPS = st.one_of(
    st.lists(GROUP, min_size=8, max_size=8),
    st.integers(0, 0xffffffff).map(lambda v: [0, 0, 0, 0, 0, 0xffff, v >> 16, v & 0xffff]),
    st.integers(0, 0xffffffff).map(lambda v: [0, 0, 0, 0, 0, 0, v >> 16, v & 0xffff]))


class Keys:
    """``GET /_test/client_key`` on one keep-alive connection from the trusted proxy."""

    def __init__(self, port: int) -> None:
        self.port = port
        self.conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10,
                                               source_address=("127.0.0.1", 0))

    def key(self, forwarded_for: str, source: str = "127.0.0.1") -> str:
        if source != "127.0.0.1":
            status, _, body = http_get(self.port, KEY_PATH, source=source,
                                       headers={"X-Forwarded-For": forwarded_for})
        else:
            self.conn.request("GET", KEY_PATH, headers={"X-Forwarded-For": forwarded_for})
            answer = self.conn.getresponse()
            status, body = answer.status, answer.read()
        assert status == 200, (forwarded_for, status, body)
        return body.decode()


@pytest.fixture(scope="module", params=PREFIXES)
def keys(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory,
         ) -> Iterator[tuple[int, Keys]]:
    prefix: int = request.param
    env = {**PROXIED, "CLIENT_IPV6_PREFIX": str(prefix)}
    # No upstream is needed: the key location answers itself (port 9 is never served).
    with KeyNginx(tmp_path_factory.mktemp(f"nginx{prefix}"), 9, env) as nginx:
        client = Keys(nginx.port)
        yield prefix, client
        client.conn.close()


@settings(max_examples=150)
@given(groups=ADDRESS_GROUPS, data=st.data())
def test_nginx_keys_every_address_by_its_network_in_every_spelling(keys, groups, data):
    """However the proxy spells the address, nginx re-prints it (RFC 5952) and the key is
    its network's: the same for every address of one network, another for the next."""
    prefix, client = keys
    text = written(groups, data)
    assert client.key(text) == expected_key(text, prefix), text


@pytest.mark.parametrize("keys", [64], indirect=True)
def test_nginx_keys_the_client_that_the_trusted_proxy_names(keys):
    """realip (NGINX_TRUSTED_PROXIES) still feeds the key: the rightmost address that is
    not a trusted proxy's; the peer's own when it is not trusted, or when the header holds
    no address."""
    client = keys[1]
    assert client.key("198.51.100.7") == "198.51.100.7"
    assert client.key("2001:db8:1:2:3:4:5:6") == "2001:db8:1:2"
    assert client.key("203.0.113.9, 2001:db8:1:2::7") == "2001:db8:1:2"  # from the right
    assert client.key("2001:db8:1:2::7, 127.0.0.1") == "2001:db8:1:2"  # trusted: skipped
    assert client.key("::ffff:198.51.100.7") == "198.51.100.7"
    assert client.key("not-an-address") == "127.0.0.1"
    assert client.key("2001:db8:1:2::7", source="127.0.0.3") == "127.0.0.3"  # untrusted


def test_two_addresses_of_one_64_share_the_limits_and_the_next_64_does_not(tmp_path):
    """End to end: a trusted proxy (the test) in front of nginx in front of gunicorn with
    the service. nginx allows 3 requests per client at once (rate 1r/m, burst 2), the
    service 1 session per client a minute. Two addresses of 2001:db8:1:2::/64 are one
    client for both; 2001:db8:1:3::/64 is another. With the addresses as keys (before),
    the second address had allowances of its own."""
    a1, a2, b = "2001:db8:1:2::1", "2001:db8:1:2:ffff:ffff:ffff:fffe", "2001:db8:1:3::1"
    body = json.dumps({"game": "watten", "seats": [{"kind": "human"}] + [
        {"kind": "bot", "level": "random"}] * 3}).encode()

    def post(address: str) -> tuple[int, str]:
        status, _, answer = http_get(nginx.port, "/v1/sessions", method="POST", body=body,
                                     source="127.0.0.1",
                                     headers={"Content-Type": "application/json",
                                              "X-Forwarded-For": address})
        return status, json.loads(answer).get("code", "")

    def get(address: str) -> tuple[int, str]:
        status, _, answer = http_get(nginx.port, "/v1/games", source="127.0.0.1",
                                     headers={"X-Forwarded-For": address})
        return status, "" if status == 200 else json.loads(answer)["code"]

    service_env = {"TRUSTED_PROXIES": "127.0.0.1/32", "RATE_LIMIT_SESSIONS": "1/minute"}
    proxy_env = {"NGINX_TRUSTED_PROXIES": "127.0.0.1", "NGINX_RATE_PER_CLIENT": "1r/m",
                 "NGINX_BURST_PER_CLIENT": "2"}
    with Gunicorn(tmp_path / "gunicorn.log", service_env) as gunicorn, \
            Nginx(Path(tmp_path / "nginx"), gunicorn.port, proxy_env) as nginx:
        assert post(a1) == (201, "")
        assert post(a2) == (429, "rate_limited")  # the service: one client
        assert post(b) == (201, "")
        assert get(a2) == (200, "")  # nginx: the third request of 2001:db8:1:2::/64
        assert get(a1) == (429, "too_many_requests")  # nginx: one client, its fourth
        assert get(b) == (200, "")  # the next /64: its second
