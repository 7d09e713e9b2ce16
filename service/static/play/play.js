var __defProp = Object.defineProperty;
var __defNormalProp = (obj, key, value) => key in obj ? __defProp(obj, key, { enumerable: true, configurable: true, writable: true, value }) : obj[key] = value;
var __publicField = (obj, key, value) => __defNormalProp(obj, typeof key !== "symbol" ? key + "" : key, value);

// ../typescript/node_modules/openapi-fetch/dist/index.mjs
var PATH_PARAM_RE = /\{[^{}]+\}/g;
var supportsRequestInitExt = () => {
  return typeof process === "object" && Number.parseInt(process?.versions?.node?.substring(0, 2)) >= 18 && process.versions.undici;
};
function randomID() {
  return Math.random().toString(36).slice(2, 11);
}
function createClient(clientOptions) {
  let {
    baseUrl = "",
    Request: CustomRequest = globalThis.Request,
    fetch: baseFetch = globalThis.fetch,
    querySerializer: globalQuerySerializer,
    bodySerializer: globalBodySerializer,
    pathSerializer: globalPathSerializer,
    headers: baseHeaders,
    requestInitExt = void 0,
    ...baseOptions
  } = { ...clientOptions };
  requestInitExt = supportsRequestInitExt() ? requestInitExt : void 0;
  baseUrl = removeTrailingSlash(baseUrl);
  const globalMiddlewares = [];
  async function coreFetch(schemaPath, fetchOptions) {
    const {
      baseUrl: localBaseUrl,
      fetch = baseFetch,
      Request = CustomRequest,
      headers,
      params = {},
      parseAs = "json",
      querySerializer: requestQuerySerializer,
      bodySerializer = globalBodySerializer ?? defaultBodySerializer,
      pathSerializer: requestPathSerializer,
      body,
      middleware: requestMiddlewares = [],
      ...init
    } = fetchOptions || {};
    let finalBaseUrl = baseUrl;
    if (localBaseUrl) {
      finalBaseUrl = removeTrailingSlash(localBaseUrl) ?? baseUrl;
    }
    let querySerializer = typeof globalQuerySerializer === "function" ? globalQuerySerializer : createQuerySerializer(globalQuerySerializer);
    if (requestQuerySerializer) {
      querySerializer = typeof requestQuerySerializer === "function" ? requestQuerySerializer : createQuerySerializer({
        ...typeof globalQuerySerializer === "object" ? globalQuerySerializer : {},
        ...requestQuerySerializer
      });
    }
    const pathSerializer = requestPathSerializer || globalPathSerializer || defaultPathSerializer;
    const serializedBody = body === void 0 ? void 0 : bodySerializer(
      body,
      // Note: we declare mergeHeaders() both here and below because it’s a bit of a chicken-or-egg situation:
      // bodySerializer() needs all headers so we aren’t dropping ones set by the user, however,
      // the result of this ALSO sets the lowest-priority content-type header. So we re-merge below,
      // setting the content-type at the very beginning to be overwritten.
      // Lastly, based on the way headers work, it’s not a simple “present-or-not” check becauase null intentionally un-sets headers.
      mergeHeaders(baseHeaders, headers, params.header)
    );
    const finalHeaders = mergeHeaders(
      // with no body, we should not to set Content-Type
      serializedBody === void 0 || // if serialized body is FormData; browser will correctly set Content-Type & boundary expression
      serializedBody instanceof FormData ? {} : {
        "Content-Type": "application/json"
      },
      baseHeaders,
      headers,
      params.header
    );
    const finalMiddlewares = [...globalMiddlewares, ...requestMiddlewares];
    const requestInit = {
      redirect: "follow",
      ...baseOptions,
      ...init,
      body: serializedBody,
      headers: finalHeaders
    };
    let id;
    let options;
    let request = new Request(
      createFinalURL(schemaPath, { baseUrl: finalBaseUrl, params, querySerializer, pathSerializer }),
      requestInit
    );
    let response;
    for (const key in init) {
      if (!(key in request)) {
        request[key] = init[key];
      }
    }
    if (finalMiddlewares.length) {
      id = randomID();
      options = Object.freeze({
        baseUrl: finalBaseUrl,
        fetch,
        parseAs,
        querySerializer,
        bodySerializer,
        pathSerializer
      });
      for (const m of finalMiddlewares) {
        if (m && typeof m === "object" && typeof m.onRequest === "function") {
          const result = await m.onRequest({
            request,
            schemaPath,
            params,
            options,
            id
          });
          if (result) {
            if (result instanceof Request) {
              request = result;
            } else if (result instanceof Response) {
              response = result;
              break;
            } else {
              throw new Error("onRequest: must return new Request() or Response() when modifying the request");
            }
          }
        }
      }
    }
    if (!response) {
      try {
        response = await fetch(request, requestInitExt);
      } catch (error2) {
        let errorAfterMiddleware = error2;
        if (finalMiddlewares.length) {
          for (let i = finalMiddlewares.length - 1; i >= 0; i--) {
            const m = finalMiddlewares[i];
            if (m && typeof m === "object" && typeof m.onError === "function") {
              const result = await m.onError({
                request,
                error: errorAfterMiddleware,
                schemaPath,
                params,
                options,
                id
              });
              if (result) {
                if (result instanceof Response) {
                  errorAfterMiddleware = void 0;
                  response = result;
                  break;
                }
                if (result instanceof Error) {
                  errorAfterMiddleware = result;
                  continue;
                }
                throw new Error("onError: must return new Response() or instance of Error");
              }
            }
          }
        }
        if (errorAfterMiddleware) {
          throw errorAfterMiddleware;
        }
      }
      if (finalMiddlewares.length) {
        for (let i = finalMiddlewares.length - 1; i >= 0; i--) {
          const m = finalMiddlewares[i];
          if (m && typeof m === "object" && typeof m.onResponse === "function") {
            const result = await m.onResponse({
              request,
              response,
              schemaPath,
              params,
              options,
              id
            });
            if (result) {
              if (!(result instanceof Response)) {
                throw new Error("onResponse: must return new Response() when modifying the response");
              }
              response = result;
            }
          }
        }
      }
    }
    const contentLength = response.headers.get("Content-Length");
    if (response.status === 204 || request.method === "HEAD" || contentLength === "0" && !response.headers.get("Transfer-Encoding")?.includes("chunked")) {
      return response.ok ? { data: void 0, response } : { error: void 0, response };
    }
    if (response.ok) {
      const getResponseData = async () => {
        if (parseAs === "stream") {
          return response.body;
        }
        if (parseAs === "json" && !contentLength) {
          const raw = await response.text();
          return raw ? JSON.parse(raw) : void 0;
        }
        return await response[parseAs]();
      };
      return { data: await getResponseData(), response };
    }
    let error = await response.text();
    try {
      error = JSON.parse(error);
    } catch {
    }
    return { error, response };
  }
  return {
    request(method, url, init) {
      return coreFetch(url, { ...init, method: method.toUpperCase() });
    },
    /** Call a GET endpoint */
    GET(url, init) {
      return coreFetch(url, { ...init, method: "GET" });
    },
    /** Call a PUT endpoint */
    PUT(url, init) {
      return coreFetch(url, { ...init, method: "PUT" });
    },
    /** Call a POST endpoint */
    POST(url, init) {
      return coreFetch(url, { ...init, method: "POST" });
    },
    /** Call a DELETE endpoint */
    DELETE(url, init) {
      return coreFetch(url, { ...init, method: "DELETE" });
    },
    /** Call a OPTIONS endpoint */
    OPTIONS(url, init) {
      return coreFetch(url, { ...init, method: "OPTIONS" });
    },
    /** Call a HEAD endpoint */
    HEAD(url, init) {
      return coreFetch(url, { ...init, method: "HEAD" });
    },
    /** Call a PATCH endpoint */
    PATCH(url, init) {
      return coreFetch(url, { ...init, method: "PATCH" });
    },
    /** Call a TRACE endpoint */
    TRACE(url, init) {
      return coreFetch(url, { ...init, method: "TRACE" });
    },
    /** Register middleware */
    use(...middleware) {
      for (const m of middleware) {
        if (!m) {
          continue;
        }
        if (typeof m !== "object" || !("onRequest" in m || "onResponse" in m || "onError" in m)) {
          throw new Error("Middleware must be an object with one of `onRequest()`, `onResponse() or `onError()`");
        }
        globalMiddlewares.push(m);
      }
    },
    /** Unregister middleware */
    eject(...middleware) {
      for (const m of middleware) {
        const i = globalMiddlewares.indexOf(m);
        if (i !== -1) {
          globalMiddlewares.splice(i, 1);
        }
      }
    }
  };
}
function serializePrimitiveParam(name, value, options) {
  if (value === void 0 || value === null) {
    return "";
  }
  if (typeof value === "object") {
    throw new Error(
      "Deeply-nested arrays/objects aren’t supported. Provide your own `querySerializer()` to handle these."
    );
  }
  return `${name}=${options?.allowReserved === true ? value : encodeURIComponent(value)}`;
}
function serializeObjectParam(name, value, options) {
  if (!value || typeof value !== "object") {
    return "";
  }
  const values = [];
  const joiner = {
    simple: ",",
    label: ".",
    matrix: ";"
  }[options.style] || "&";
  if (options.style !== "deepObject" && options.explode === false) {
    for (const k in value) {
      values.push(k, options.allowReserved === true ? value[k] : encodeURIComponent(value[k]));
    }
    const final2 = values.join(",");
    switch (options.style) {
      case "form": {
        return `${name}=${final2}`;
      }
      case "label": {
        return `.${final2}`;
      }
      case "matrix": {
        return `;${name}=${final2}`;
      }
      default: {
        return final2;
      }
    }
  }
  for (const k in value) {
    const finalName = options.style === "deepObject" ? `${name}[${k}]` : k;
    values.push(serializePrimitiveParam(finalName, value[k], options));
  }
  const final = values.join(joiner);
  return options.style === "label" || options.style === "matrix" ? `${joiner}${final}` : final;
}
function serializeArrayParam(name, value, options) {
  if (!Array.isArray(value)) {
    return "";
  }
  if (options.explode === false) {
    const joiner2 = { form: ",", spaceDelimited: "%20", pipeDelimited: "|" }[options.style] || ",";
    const final = (options.allowReserved === true ? value : value.map((v) => encodeURIComponent(v))).join(joiner2);
    switch (options.style) {
      case "simple": {
        return final;
      }
      case "label": {
        return `.${final}`;
      }
      case "matrix": {
        return `;${name}=${final}`;
      }
      // case "spaceDelimited":
      // case "pipeDelimited":
      default: {
        return `${name}=${final}`;
      }
    }
  }
  const joiner = { simple: ",", label: ".", matrix: ";" }[options.style] || "&";
  const values = [];
  for (const v of value) {
    if (options.style === "simple" || options.style === "label") {
      values.push(options.allowReserved === true ? v : encodeURIComponent(v));
    } else {
      values.push(serializePrimitiveParam(name, v, options));
    }
  }
  return options.style === "label" || options.style === "matrix" ? `${joiner}${values.join(joiner)}` : values.join(joiner);
}
function createQuerySerializer(options) {
  return function querySerializer(queryParams) {
    const search = [];
    if (queryParams && typeof queryParams === "object") {
      for (const name in queryParams) {
        const value = queryParams[name];
        if (value === void 0 || value === null) {
          continue;
        }
        if (Array.isArray(value)) {
          if (value.length === 0) {
            continue;
          }
          search.push(
            serializeArrayParam(name, value, {
              style: "form",
              explode: true,
              ...options?.array,
              allowReserved: options?.allowReserved || false
            })
          );
          continue;
        }
        if (typeof value === "object") {
          search.push(
            serializeObjectParam(name, value, {
              style: "deepObject",
              explode: true,
              ...options?.object,
              allowReserved: options?.allowReserved || false
            })
          );
          continue;
        }
        search.push(serializePrimitiveParam(name, value, options));
      }
    }
    return search.join("&");
  };
}
function defaultPathSerializer(pathname, pathParams) {
  let nextURL = pathname;
  for (const match of pathname.match(PATH_PARAM_RE) ?? []) {
    let name = match.substring(1, match.length - 1);
    let explode = false;
    let style = "simple";
    if (name.endsWith("*")) {
      explode = true;
      name = name.substring(0, name.length - 1);
    }
    if (name.startsWith(".")) {
      style = "label";
      name = name.substring(1);
    } else if (name.startsWith(";")) {
      style = "matrix";
      name = name.substring(1);
    }
    if (!pathParams || pathParams[name] === void 0 || pathParams[name] === null) {
      continue;
    }
    const value = pathParams[name];
    if (Array.isArray(value)) {
      nextURL = nextURL.replace(match, serializeArrayParam(name, value, { style, explode }));
      continue;
    }
    if (typeof value === "object") {
      nextURL = nextURL.replace(match, serializeObjectParam(name, value, { style, explode }));
      continue;
    }
    if (style === "matrix") {
      nextURL = nextURL.replace(match, `;${serializePrimitiveParam(name, value)}`);
      continue;
    }
    nextURL = nextURL.replace(match, style === "label" ? `.${encodeURIComponent(value)}` : encodeURIComponent(value));
  }
  return nextURL;
}
function defaultBodySerializer(body, headers) {
  if (body instanceof FormData) {
    return body;
  }
  if (headers) {
    const contentType = headers.get instanceof Function ? headers.get("Content-Type") ?? headers.get("content-type") : headers["Content-Type"] ?? headers["content-type"];
    if (contentType === "application/x-www-form-urlencoded") {
      return new URLSearchParams(body).toString();
    }
  }
  return JSON.stringify(body);
}
function createFinalURL(pathname, options) {
  let finalURL = `${options.baseUrl}${pathname}`;
  if (options.params?.path) {
    finalURL = options.pathSerializer(finalURL, options.params.path);
  }
  let search = options.querySerializer(options.params.query ?? {});
  if (search.startsWith("?")) {
    search = search.substring(1);
  }
  if (search) {
    finalURL += `?${search}`;
  }
  return finalURL;
}
function mergeHeaders(...allHeaders) {
  const finalHeaders = new Headers();
  for (const h2 of allHeaders) {
    if (!h2 || typeof h2 !== "object") {
      continue;
    }
    const iterator = h2 instanceof Headers ? h2.entries() : Object.entries(h2);
    for (const [k, v] of iterator) {
      if (v === null) {
        finalHeaders.delete(k);
      } else if (Array.isArray(v)) {
        for (const v2 of v) {
          finalHeaders.append(k, v2);
        }
      } else if (v !== void 0) {
        finalHeaders.set(k, v);
      }
    }
  }
  return finalHeaders;
}
function removeTrailingSlash(url) {
  if (url.endsWith("/")) {
    return url.substring(0, url.length - 1);
  }
  return url;
}

// ../typescript/src/index.ts
var STATUS_CODES = {
  400: "bad_request",
  401: "unauthorized",
  403: "forbidden",
  404: "not_found",
  405: "method_not_allowed",
  406: "not_acceptable",
  408: "request_timeout",
  409: "conflict",
  413: "payload_too_large",
  414: "uri_too_long",
  415: "unsupported_media_type",
  422: "validation_error",
  429: "too_many_requests",
  431: "header_too_large",
  500: "internal_error",
  501: "not_implemented",
  502: "bad_gateway",
  503: "unavailable",
  504: "gateway_timeout",
  505: "http_version_not_supported"
};
function errorShape(body, response) {
  if (typeof body === "object" && body !== null) {
    const b = body;
    if (typeof b.code === "string" && typeof b.status === "number" && typeof b.message === "string") {
      const errors = typeof b.errors === "object" && b.errors !== null ? b.errors : {};
      return { code: b.code, status: b.status, message: b.message, errors };
    }
  }
  const status = response?.status ?? 0;
  const code = STATUS_CODES[status] ?? (status >= 500 ? "internal_error" : "bad_request");
  const text = response?.statusText ? ` ${response.statusText}` : "";
  return {
    code,
    status,
    message: `HTTP ${status}${text}, not in the API's error shape`,
    errors: {}
  };
}
var StichwerkError = class extends Error {
  constructor(body, response) {
    const shape = errorShape(body, response);
    super(`${shape.status} ${shape.code}: ${shape.message}`);
    __publicField(this, "code");
    __publicField(this, "status");
    __publicField(this, "errors");
    /** `Retry-After` in seconds when the answer had one (429, 503), else null. */
    __publicField(this, "retryAfter");
    this.name = "StichwerkError";
    this.code = shape.code;
    this.status = shape.status;
    this.errors = shape.errors;
    const retry = response?.headers.get("Retry-After") ?? null;
    this.retryAfter = retry !== null && /^\d+$/.test(retry) ? Number(retry) : null;
  }
};
function stichwerk(baseUrl, fetchImpl) {
  return createClient({ baseUrl, ...fetchImpl ? { fetch: fetchImpl } : {} });
}
function bearer(token) {
  return { Authorization: `Bearer ${token}` };
}
function unwrap(result) {
  if (result.data !== void 0) {
    return result.data;
  }
  throw new StichwerkError(result.error, result.response);
}
async function createSession(api2, body) {
  return unwrap(await api2.POST("/v1/sessions", { body }));
}
async function getSession(api2, sessionId, token) {
  return unwrap(await api2.GET("/v1/sessions/{session_id}", {
    params: { path: { session_id: sessionId } },
    headers: bearer(token)
  }));
}
async function postSessionMove(api2, sessionId, token, move2, options = {}) {
  const body = { move: move2 };
  if (options.expectedVersion !== void 0) {
    body.expected_version = options.expectedVersion;
  }
  const headers = bearer(token);
  if (options.idempotencyKey !== void 0) {
    headers["Idempotency-Key"] = options.idempotencyKey;
  }
  return unwrap(await api2.POST("/v1/sessions/{session_id}/moves", {
    params: { path: { session_id: sessionId } },
    body,
    headers
  }));
}

// src/api.ts
var api = stichwerk(window.location.origin);
function bearer2(token) {
  return { Authorization: `Bearer ${token}` };
}
function unwrap2(result) {
  if (result.response.ok && result.data !== void 0) return result.data;
  throw new StichwerkError(result.error, result.response);
}
function done(result) {
  if (!result.response.ok) throw new StichwerkError(result.error, result.response);
}
async function listGames() {
  return unwrap2(await api.GET("/v1/games")).games;
}
async function gameInfo(game) {
  return unwrap2(await api.GET("/v1/games/{game}", {
    params: { path: { game } }
  }));
}
async function create(body) {
  return createSession(api, body);
}
async function read(id, token) {
  return getSession(api, id, token);
}
async function move(id, token, m, version, key) {
  return postSessionMove(api, id, token, m, { expectedVersion: version, idempotencyKey: key });
}
async function hint(id, token) {
  return unwrap2(await api.POST("/v1/sessions/{session_id}/hints", {
    params: { path: { session_id: id } },
    body: { budget_ms: 300 },
    headers: bearer2(token)
  }));
}
async function streamTicket(id, token, signal) {
  const ticket = unwrap2(await api.POST("/v1/sessions/{session_id}/stream-tickets", {
    params: { path: { session_id: id } },
    headers: bearer2(token),
    signal
  }));
  return ticket.stream_url;
}
async function eventsAfter(id, token, after, wait, signal) {
  const page = unwrap2(await api.GET("/v1/sessions/{session_id}/events", {
    params: { path: { session_id: id }, query: { after, wait } },
    headers: bearer2(token),
    signal
  }));
  return { events: page.events, last_event: page.last_event };
}
async function leave(id, token, seat2, key) {
  unwrap2(await api.POST("/v1/sessions/{session_id}/seats/{seat}/leave", {
    params: { path: { session_id: id, seat: seat2 } },
    headers: { ...bearer2(token), "Idempotency-Key": key }
  }));
}
async function end(id, hostToken) {
  done(await api.DELETE("/v1/sessions/{session_id}", {
    params: { path: { session_id: id } },
    headers: bearer2(hostToken)
  }));
}
async function claim(id, seat2, code, key) {
  return unwrap2(await api.POST("/v1/sessions/{session_id}/seats/{seat}/claim", {
    params: { path: { session_id: id, seat: seat2 } },
    body: { code },
    headers: { "Idempotency-Key": key }
  })).token;
}

// src/dom.ts
function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === false || value === null || value === void 0) continue;
    el.setAttribute(name, value === true ? "" : String(value));
  }
  for (const child of children) {
    if (child === null || child === void 0 || child === false) continue;
    el.append(child);
  }
  return el;
}
function svgBox(className, markup) {
  const span = h("span", { class: className, "aria-hidden": "true" });
  span.innerHTML = markup;
  return span;
}

// src/lobby.ts
var LEVELS = ["random", "heuristic", "expert"];
var INVITE = "invite";
var DEFAULT_PRESET = {
  watten: "bavarian",
  hearts: "standard",
  karnoeffel: "standard"
};
function optionControl(o, value) {
  const id = `opt-${o.name}`;
  let control;
  if (o.type === "boolean") {
    control = h("input", { id, type: "checkbox", "data-option": o.name, checked: value === true });
  } else if ((o.type === "string" || o.type === "integer") && o.allowed) {
    const none = o.nullable ? [h("option", { value: "", selected: value === null }, "none")] : [];
    control = h(
      "select",
      {
        id,
        "data-option": o.name,
        "data-type": o.type === "integer" ? "integer" : void 0,
        "data-nullable": o.nullable ? "true" : void 0
      },
      ...none,
      ...o.allowed.map((v) => h("option", { value: String(v), selected: v === value }, String(v)))
    );
  } else if (o.type === "integer") {
    control = h("input", {
      id,
      type: "number",
      "data-option": o.name,
      "data-type": "integer",
      min: o.minimum,
      max: o.maximum,
      value: value === null ? "" : String(value),
      placeholder: o.nullable ? "none" : void 0
    });
  } else {
    return null;
  }
  return h("div", { class: "option" }, h("label", { for: id, title: o.description }, o.name), control);
}
function readControl(el) {
  if (el instanceof HTMLInputElement && el.type === "checkbox") return el.checked;
  if (el.dataset.type === "integer") return el.value === "" ? null : Number(el.value);
  if (el.dataset.nullable === "true" && el.value === "") return null;
  return el.value;
}
async function showLobby(root2, start2) {
  const games = await listGames();
  const infos = /* @__PURE__ */ new Map();
  const gameSelect = h(
    "select",
    { id: "game", "data-testid": "game" },
    ...games.map((g) => h("option", { value: g.id }, g.title))
  );
  const presetSelect = h("select", { id: "preset", "data-testid": "preset" });
  const options = h("div", { class: "options" });
  const seats = h("div", { class: "seats" });
  const seed = h("input", {
    id: "seed",
    type: "number",
    min: 0,
    "data-testid": "seed",
    placeholder: "random"
  });
  const startButton = h(
    "button",
    { type: "submit", "data-testid": "start", class: "primary" },
    "Start"
  );
  const form = h(
    "form",
    { class: "lobby", "aria-label": "New match" },
    h("div", { class: "row" }, h("label", { for: "game" }, "Game"), gameSelect),
    h("div", { class: "row" }, h("label", { for: "preset" }, "Preset"), presetSelect),
    h("details", {}, h("summary", {}, "Options"), options),
    h("fieldset", {}, h("legend", {}, "Seats"), seats),
    h("div", { class: "row" }, h("label", { for: "seed" }, "Seed (replay a deal)"), seed),
    startButton
  );
  root2.replaceChildren(h("h1", {}, "Stichwerk — play against the bots"), form);
  let preset = {};
  function players() {
    const el = options.querySelector("[data-option=players]");
    return el ? Number(el.value) : Number(preset.players ?? 4);
  }
  function drawSeats2() {
    const old = [...seats.querySelectorAll("select")].map((s) => s.value);
    const rows = [h("p", {}, "Seat 0: you")];
    for (let seat2 = 1; seat2 < players(); seat2++) {
      const id = `seat-${seat2}`;
      const level = old[seat2 - 1] ?? "heuristic";
      rows.push(h(
        "div",
        { class: "row" },
        h("label", { for: id }, `Seat ${seat2}`),
        h(
          "select",
          { id, "data-testid": `seat-level-${seat2}`, "data-seat": seat2 },
          ...LEVELS.map((l) => h("option", { value: l, selected: l === level }, `bot: ${l}`)),
          h("option", { value: INVITE, selected: level === INVITE }, "a player (invite by link)")
        )
      ));
    }
    seats.replaceChildren(...rows);
  }
  function drawOptions(info) {
    const chosen = info.presets[presetSelect.value] ?? {};
    preset = Object.fromEntries(info.options.map((o) => [o.name, chosen[o.name] ?? o.default]));
    const controls = info.options.map((o) => optionControl(o, preset[o.name]));
    options.replaceChildren(...controls.filter((c) => c !== null));
    options.querySelector("[data-option=players]")?.addEventListener("change", drawSeats2);
    drawSeats2();
  }
  let choosing = 0;
  async function chooseGame() {
    const id = gameSelect.value;
    const call = ++choosing;
    let info = infos.get(id);
    if (!info) {
      info = await gameInfo(id);
      infos.set(id, info);
      if (call !== choosing) return;
    }
    const names = Object.keys(info.presets);
    presetSelect.replaceChildren(...names.map((n) => h("option", { value: n, selected: n === DEFAULT_PRESET[id] }, n)));
    drawOptions(info);
    form.dataset.game = id;
  }
  gameSelect.addEventListener("change", () => {
    void chooseGame();
  });
  presetSelect.addEventListener("change", () => {
    const info = infos.get(gameSelect.value);
    if (info) drawOptions(info);
  });
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const changed = {};
    for (const el of options.querySelectorAll("[data-option]")) {
      const name = el.dataset.option ?? "";
      const value = readControl(el);
      if (value !== preset[name]) changed[name] = value;
    }
    const seatList = [{ kind: "human" }];
    for (const s of seats.querySelectorAll("select[data-seat]")) {
      seatList.push(s.value === INVITE ? { kind: "human" } : { kind: "bot", level: s.value });
    }
    const invite = seatList.some((s, i) => i > 0 && s.kind === "human");
    startButton.disabled = true;
    const body = {
      game: gameSelect.value,
      preset: presetSelect.value,
      seats: seatList,
      ...invite ? { seating: "invite" } : {},
      ...Object.keys(changed).length ? { options: changed } : {},
      ...seed.value !== "" ? { seed: Number(seed.value) } : {}
    };
    start2(body).finally(() => {
      startButton.disabled = false;
    });
  });
  await chooseGame();
  gameSelect.focus();
}

// src/cards/figures.ts
var SKIN = `fill="#f6d3a8" stroke="#6b4a2a" stroke-width=".7"`;
var LINE = `stroke="#2b2b2b" stroke-width=".8"`;
var FACE = `<circle cx="30" cy="31" r="6" ${SKIN}/><circle cx="27.8" cy="30.4" r=".75" fill="#2b2b2b"/><circle cx="32.2" cy="30.4" r=".75" fill="#2b2b2b"/><path d="M28.3 34Q30 35.1 31.7 34" fill="none" stroke="#8a3b2a" stroke-width=".7"/>`;
var COLLAR = `<ellipse cx="30" cy="40" rx="6.6" ry="2.2" fill="#ffffff" ${LINE}/>`;
var LEGS = `<path d="M23.2 70h5v8.5h-5zM31.8 70h5v8.5h-5z" fill="#2d2d2d"/>`;
var CROWN = `<path d="M23.6 26.2V19.4L26.8 23L30 17.8L33.2 23L36.4 19.4V26.2Z" fill="#f4c531" stroke="#8a6400" stroke-width=".7"/>`;
var SMALL_CROWN = `<path d="M25 25.6V21L27.5 23.2L30 19.8L32.5 23.2L35 21V25.6Z" fill="#f4c531" stroke="#8a6400" stroke-width=".7"/>`;
var BEARD = `<path d="M24.3 32.6Q25 42.5 30 42.5T35.7 32.6Q33 36.6 30 36.6T24.3 32.6Z" fill="#8a5424" stroke="#4d2c10" stroke-width=".5"/>`;
var MOUSTACHE = `<path d="M26.9 33.4Q30 31.8 33.1 33.4Q30 34.5 26.9 33.4Z" fill="#5a3514"/>`;
var LONG_HAIR = `<path d="M23.2 31C22.6 21.6 37.4 21.6 36.8 31L38 41H22Z" fill="#7a4216"/>`;
function tunic(robe, trim) {
  return `<path d="M21.5 40.5Q30 37.2 38.5 40.5L42 70H18Z" fill="${robe}" ${LINE}/><path d="M20.2 55.2h19.6v2.8H20.2z" fill="${trim}"/>` + LEGS;
}
function gown(robe, hem) {
  return `<path d="M21.8 40.5Q30 37.2 38.2 40.5L45 77H15Z" fill="${robe}" ${LINE}/><path d="M15.6 72.5H44.4L45 77H15Z" fill="${hem}" ${LINE}/><path d="M20 74.6h1.2M26 74.6h1.2M32 74.6h1.2M38 74.6h1.2" stroke="#1a1a1a" stroke-width="1.6"/>`;
}
function hat(colour, feather) {
  return `<path d="M19 17Q22 13.5 27 21" fill="none" stroke="${feather}" stroke-width="2.4" stroke-linecap="round"/><path d="M24.4 25.6Q24.4 19.4 30 19.4T35.6 25.6Z" fill="${colour}" ${LINE}/><path d="M20.6 26.6Q30 23 39.4 26.6Q30 28.8 20.6 26.6Z" fill="${colour}" ${LINE}/>`;
}
function cap(colour) {
  return `<path d="M23.4 27.4Q22.6 20.4 30 20.4T36.6 27.4Q30 25.4 23.4 27.4Z" fill="${colour}" ${LINE}/>`;
}
function arm(robe, x, y) {
  return `<path d="M37.4 43L${x} ${y}" stroke="#2b2b2b" stroke-width="4.4" stroke-linecap="round"/><path d="M37.4 43L${x} ${y}" stroke="${robe}" stroke-width="2.8" stroke-linecap="round"/><circle cx="${x}" cy="${y}" r="1.9" ${SKIN}/>`;
}
var SCEPTRE = `<path d="M19 71L20.6 31" stroke="#8a6400" stroke-width="1.5"/><circle cx="20.7" cy="30" r="2" fill="#f4c531" stroke="#8a6400" stroke-width=".6"/>`;
function figure(kind, robe, trim) {
  switch (kind) {
    case "koenig":
    case "king":
      return gown(robe, "#ffffff") + COLLAR + FACE + BEARD + CROWN + SCEPTRE;
    case "queen":
      return LONG_HAIR + gown(robe, trim) + COLLAR + FACE + SMALL_CROWN;
    case "ober":
      return tunic(robe, trim) + arm(robe, 42.5, 27) + COLLAR + FACE + MOUSTACHE + hat("#2f2f2f", trim);
    case "unter":
      return tunic(robe, trim) + arm(robe, 42.5, 57) + COLLAR + FACE + cap(robe);
    case "jack":
      return tunic(robe, trim) + COLLAR + FACE + hat(robe, trim);
  }
}

// src/cards/pips.ts
var HEART_PATH = "M0 9C-4 5.5-10 1.5-10-3.5C-10-7.5-7.3-10-4.6-10C-2.6-10-.9-8.8 0-7C.9-8.8 2.6-10 4.6-10C7.3-10 10-7.5 10-3.5C10 1.5 4 5.5 0 9Z";
var ACORN = `<path d="M0-10.5C5.3-10.5 7.2-4.5 7.2 1H-7.2C-7.2-4.5-5.3-10.5 0-10.5Z" fill="#9a6b2f" stroke="#3a1f08" stroke-width=".9"/><path d="M-3.4-5C-3.2-7-2-8.6-.4-9" fill="none" stroke="#e8cf8f" stroke-width="1.2" stroke-linecap="round"/><path d="M-8.2 0H8.2C8.2 5.2 4.6 8 0 8S-8.2 5.2-8.2 0Z" fill="#5e3512" stroke="#3a1f08" stroke-width=".9"/><path d="M-6 1.2L-1.8 7.4M-1.6 1.2L3.6 7.6M2.8 1.2L6.9 5.2M-6.8 4.6L-4.8 6.9M6 1.2L1 7.8M1.6 1.2L-3.8 7.7M-2.8 1.2L-7 5" stroke="#c98a4b" stroke-width=".6" fill="none"/><path d="M0 7.8V10.6" stroke="#3a1f08" stroke-width="1.8" stroke-linecap="round"/>`;
var LEAF = `<path d="M0-10.8C3.8-7 8.8-3 8.8 2.2C8.8 6.2 5.2 8.3 0 7.2C-5.2 8.3-8.8 6.2-8.8 2.2C-8.8-3-3.8-7 0-10.8Z" fill="#3f9436" stroke="#1b4a14" stroke-width=".9"/><path d="M0 10.8V-7.5M0-1.5L4.6-5M0-1.5L-4.6-5M0 3L5.6-.2M0 3L-5.6-.2" fill="none" stroke="#1b4a14" stroke-width=".9" stroke-linecap="round"/>`;
var GERMAN_HEART = `<path d="${HEART_PATH}" fill="#d01a2e" stroke="#7a0714" stroke-width=".9"/><path d="M-6.8-5.2C-6.8-6.9-5.8-7.8-4.6-7.9" fill="none" stroke="#ffb3b9" stroke-width="1.3" stroke-linecap="round"/>`;
var BELL = `<circle cx="0" cy="-8.2" r="1.9" fill="none" stroke="#6e4a00" stroke-width="1.3"/><circle cx="0" cy="1" r="8.2" fill="#f7d117" stroke="#6e4a00" stroke-width=".9"/><path d="M-7.95-1H7.95L8.06 2.5H-8.06Z" fill="#c42a1c"/><path d="M-4.6-3.5C-3.8-5.1-2.4-5.9-1-6.1" fill="none" stroke="#fff2b8" stroke-width="1.3" stroke-linecap="round"/><circle cx="0" cy="5.1" r="1.4" fill="#3b2600"/><path d="M0 5.4V9.2" stroke="#3b2600" stroke-width="1.1"/>`;
var GERMAN_PIPS = { E: ACORN, G: LEAF, H: GERMAN_HEART, S: BELL };
var FRENCH_RED = "#cc1228";
var FRENCH_BLACK = "#161616";
var SPADE_PATH = "M0-10.5C-3.5-6-10-2.5-10 2.5C-10 5.8-7.6 7.6-5 7.6C-3.2 7.6-1.6 6.8-.8 5.5C-1 7.6-2.3 9.4-4 10.5H4C2.3 9.4 1 7.6.8 5.5C1.6 6.8 3.2 7.6 5 7.6C7.6 7.6 10 5.8 10 2.5C10-2.5 3.5-6 0-10.5Z";
var DIAMOND_PATH = "M0-10.5C2.4-6.6 5-3.2 7.8 0C5 3.2 2.4 6.6 0 10.5C-2.4 6.6-5 3.2-7.8 0C-5-3.2-2.4-6.6 0-10.5Z";
var CLUB = `<g fill="${FRENCH_BLACK}"><circle cx="0" cy="-5.2" r="4.8"/><circle cx="-5.2" cy="2" r="4.8"/><circle cx="5.2" cy="2" r="4.8"/><circle cx="0" cy=".8" r="3.2"/><path d="M-1.1 0H1.1C1.3 4.5 2.4 8 4.4 10.5H-4.4C-2.4 8-1.3 4.5-1.1 0Z"/></g>`;
var FRENCH_PIPS = {
  C: CLUB,
  D: `<path d="${DIAMOND_PATH}" fill="${FRENCH_RED}"/>`,
  H: `<path d="${HEART_PATH}" fill="${FRENCH_RED}"/>`,
  S: `<path d="${SPADE_PATH}" fill="${FRENCH_BLACK}"/>`
};
var GERMAN_INK = { E: "#4a2a0c", G: "#23681d", H: "#c0142a", S: "#b34d00" };
var FRENCH_INK = { C: FRENCH_BLACK, D: FRENCH_RED, H: FRENCH_RED, S: FRENCH_BLACK };

// src/cards/svg.ts
function num(x) {
  return String(Math.round(x * 100) / 100);
}
function escapeXml(text) {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}
function place(shape, x, y, scale, upsideDown = false) {
  const turn = upsideDown ? " rotate(180)" : "";
  return `<g transform="translate(${num(x)} ${num(y)}) scale(${num(scale)})${turn}">${shape}</g>`;
}
function cardFrame(label, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 90" role="img" aria-label="${escapeXml(label)}"><rect x="0.5" y="0.5" width="59" height="89" rx="4.5" fill="#fffdf7" stroke="#6b6b6b"/>` + body + `</svg>`;
}
function cornerIndices(text, pip, colour) {
  const size = text.length > 1 ? 10 : 12.5;
  const spacing = text.length > 1 ? ` letter-spacing="-0.8"` : "";
  const index = `<text x="6.6" y="14" font-size="${size}"${spacing} font-weight="700" text-anchor="middle" font-family="Georgia,'DejaVu Serif',serif" fill="${colour}">${escapeXml(text)}</text>` + place(pip, 6.6, 21.2, 0.38);
  return index + `<g transform="rotate(180 30 45)">${index}</g>`;
}
var L = 19.8;
var R = 40.2;
var C = 30;
var FOUR_ROWS = [20, 36.7, 53.3, 70];
function spot(x, y) {
  return { x, y, flip: y > 45 };
}
function pipSpots(count) {
  const corners = [spot(L, 21), spot(R, 21), spot(L, 69), spot(R, 69)];
  switch (count) {
    case 1:
      return [spot(C, 45)];
    case 2:
      return [spot(C, 21), spot(C, 69)];
    case 3:
      return [spot(C, 21), spot(C, 45), spot(C, 69)];
    case 4:
      return corners;
    case 5:
      return [...corners, spot(C, 45)];
    case 6:
      return [...corners, spot(L, 45), spot(R, 45)];
    case 7:
      return [...corners, spot(L, 45), spot(R, 45), spot(C, 33)];
    case 8:
      return [...corners, spot(L, 45), spot(R, 45), spot(C, 33), spot(C, 57)];
    case 9:
      return [...FOUR_ROWS.flatMap((y) => [spot(L, y), spot(R, y)]), spot(C, 45)];
    case 10:
      return [...FOUR_ROWS.flatMap((y) => [spot(L, y), spot(R, y)]), spot(C, 28.3), spot(C, 61.7)];
    default:
      return [];
  }
}
function pipCount(rank) {
  if (rank === "T") return 10;
  const n = Number(rank);
  return Number.isInteger(n) && n >= 2 && n <= 9 ? n : 0;
}

// src/cards/french.ts
var COURTS = { J: "jack", Q: "queen", K: "king" };
var ROBE = { C: "#24407a", D: "#c8102e", H: "#c8102e", S: "#24407a" };
function numberFace(pip, count) {
  const scale = count >= 9 ? 0.55 : 0.6;
  return pipSpots(count).map((s) => place(pip, s.x, s.y, scale, s.flip)).join("");
}
function courtFace(kind, suit, pip, ink) {
  const robe = ROBE[suit] ?? ink;
  const trim = robe === "#c8102e" ? "#24407a" : "#c8102e";
  return `<rect x="12.5" y="11" width="35" height="68" rx="1.5" fill="#fdf3d7" stroke="${ink}" stroke-width=".8"/>` + figure(kind, robe, trim) + place(pip, 40.8, 18.6, 0.46);
}
function frenchFace(suit, rank) {
  const pip = FRENCH_PIPS[suit];
  const ink = FRENCH_INK[suit];
  if (pip === void 0 || ink === void 0) return null;
  const count = pipCount(rank);
  const court = COURTS[rank];
  let body;
  if (count > 0) body = numberFace(pip, count);
  else if (rank === "A") body = place(pip, 30, 45, suit === "S" ? 1.9 : 1.5);
  else if (court !== void 0) body = courtFace(court, suit, pip, ink);
  else return null;
  return body + cornerIndices(rank === "T" ? "10" : rank, pip, ink);
}

// src/cards/german.ts
var INDEX = { A: "A", K: "K", O: "O", U: "U", T: "10" };
var TRIM = "#f4c531";
function numberFace2(pip, count) {
  const scale = count >= 9 ? 0.55 : 0.6;
  return pipSpots(count).map((s) => place(pip, s.x, s.y, scale)).join("");
}
function sauFace(pip, ink) {
  return `<ellipse cx="30" cy="46" rx="21" ry="26" fill="none" stroke="${ink}" stroke-width=".8" stroke-dasharray="2 1.6"/>` + place(pip, 30, 46, 1.85);
}
function courtFace2(rank, pip, ink) {
  const robe = ink;
  const trim = rank === "S" ? "#7a4a00" : TRIM;
  switch (rank) {
    case "K":
      return figure("koenig", robe, trim) + place(pip, 30, 57.5, 0.55);
    case "O":
      return figure("ober", robe, trim) + place(pip, 43.5, 17.5, 0.6);
    default:
      return figure("unter", robe, trim) + place(pip, 42.5, 58.5, 0.6);
  }
}
function weliFace(pip) {
  const bells = [18.5, 30, 41.5].flatMap((x) => [place(pip, x, 27, 0.52), place(pip, x, 63, 0.52)]).join("");
  const banner = `<path d="M3 37.5H57L53.5 45L57 52.5H3L6.5 45Z" fill="#c42a1c" stroke="#6e1208" stroke-width=".8"/><path d="M7.5 39.6H52.5M7.5 50.4H52.5" stroke="#f4c531" stroke-width=".9"/><text x="30" y="49.2" font-size="11.5" font-weight="700" text-anchor="middle" letter-spacing="1.2" font-family="Georgia,'DejaVu Serif',serif" fill="#fff6d0">WELI</text>`;
  return bells + banner;
}
function germanFace(suit, rank, weli) {
  const pip = GERMAN_PIPS[suit];
  const ink = GERMAN_INK[suit];
  if (pip === void 0 || ink === void 0) return null;
  if (weli && suit === "S" && rank === "6") return weliFace(pip) + cornerIndices("W", pip, ink);
  const count = pipCount(rank);
  let body;
  if (count > 0) body = numberFace2(pip, count);
  else if (rank === "A") body = sauFace(pip, ink);
  else if (rank === "K" || rank === "O" || rank === "U") body = courtFace2(rank, pip, ink);
  else return null;
  return body + cornerIndices(INDEX[rank] ?? rank, pip, ink);
}

// src/cards/index.ts
var SUIT_NAMES = {
  german: { E: "Eichel", G: "Gras", H: "Herz", S: "Schellen" },
  french: { C: "Clubs", D: "Diamonds", H: "Hearts", S: "Spades" }
};
var RANK_NAMES = {
  german: {
    A: "Sau",
    K: "König",
    O: "Ober",
    U: "Unter",
    T: "Zehn",
    "9": "Neun",
    "8": "Acht",
    "7": "Sieben",
    "6": "Sechs",
    "5": "Fünf",
    "4": "Vier",
    "3": "Drei",
    "2": "Zwei"
  },
  french: {
    "2": "Two",
    "3": "Three",
    "4": "Four",
    "5": "Five",
    "6": "Six",
    "7": "Seven",
    "8": "Eight",
    "9": "Nine",
    T: "Ten",
    J: "Jack",
    Q: "Queen",
    K: "King",
    A: "Ace"
  }
};
function isWeli(code, deck, options) {
  return deck === "german" && code === "S6" && options.weli !== false;
}
function cardName(code, deck, options = {}) {
  const suit = SUIT_NAMES[deck][code[0] ?? ""];
  const rank = RANK_NAMES[deck][code.slice(1)];
  if (suit === void 0 || rank === void 0 || code.length !== 2) return code;
  if (isWeli(code, deck, options)) return "Weli (Schellen Sechs)";
  return deck === "german" ? `${suit} ${rank}` : `${rank} of ${suit}`;
}
function cardSvg(code, deck, options = {}) {
  const suit = code[0] ?? "";
  const rank = code.slice(1);
  const body = code.length !== 2 ? null : deck === "german" ? germanFace(suit, rank, isWeli(code, deck, options)) : frenchFace(suit, rank);
  const name = cardName(code, deck, options);
  if (body === null) {
    return cardFrame(name, `<text x="30" y="50" font-size="12" text-anchor="middle" font-family="sans-serif" fill="#444">${escapeXml(code)}</text>`);
  }
  return cardFrame(name, body);
}
function cardBackSvg() {
  let diamonds = "";
  for (let row = 0; row < 12; row += 1) {
    const y = 8 + row * 6.7;
    const offset = row % 2 === 0 ? 0 : 3.7;
    for (let col = 0; col < 7; col += 1) {
      const x = 8.4 + offset + col * 7.4;
      if (x > 52) continue;
      diamonds += `M${x.toFixed(1)} ${(y - 2.6).toFixed(1)}l2.2 2.6-2.2 2.6-2.2-2.6z`;
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 90" role="img" aria-label="hidden card"><rect x="0.5" y="0.5" width="59" height="89" rx="4.5" fill="#fffdf7" stroke="#6b6b6b"/><rect x="4" y="4" width="52" height="82" rx="2.5" fill="#23427a"/><path d="${diamonds}" fill="#5d80bd"/><rect x="6" y="6" width="48" height="78" rx="1.8" fill="none" stroke="#c9d6ee" stroke-width=".8"/><ellipse cx="30" cy="45" rx="9" ry="12" fill="#23427a" stroke="#e7c35a" stroke-width="1.2"/><path d="M30 37L34.5 45L30 53L25.5 45Z" fill="#e7c35a"/></svg>`;
}

// src/labels.ts
var RANK_NAMES2 = {
  german: {
    A: "Sau",
    K: "König",
    O: "Ober",
    U: "Unter",
    T: "Zehn",
    "9": "Neun",
    "8": "Acht",
    "7": "Sieben",
    "6": "Sechs (Weli)"
  },
  french: { A: "Ace", K: "King", Q: "Queen", J: "Jack", T: "Ten" }
};
var SUIT_NAMES2 = {
  german: { E: "Eichel", G: "Gras", H: "Herz", S: "Schellen" },
  french: { C: "Clubs", D: "Diamonds", H: "Hearts", S: "Spades" }
};
function deckOf(game) {
  return game === "hearts" ? "french" : "german";
}
function cardOptions(game) {
  return { weli: game === "watten" };
}
function rankName(rank, deck) {
  return RANK_NAMES2[deck][rank] ?? rank;
}
function suitName(suit, deck) {
  return SUIT_NAMES2[deck][suit] ?? suit;
}
function seatName(t, seat2) {
  if (seat2 === t.mySeat) return "You";
  const info = t.seats[seat2];
  const who = info?.kind === "bot" ? `Bot ${seat2} (${info.level ?? "bot"})` : `Seat ${seat2}`;
  if (t.partnership && (seat2 - t.mySeat) % 2 === 0) return `${who}, partner`;
  return who;
}
function shortSeatName(t, seat2) {
  if (seat2 === t.mySeat) return "You";
  return t.seats[seat2]?.kind === "bot" ? `Bot ${seat2}` : `Seat ${seat2}`;
}
function sideName(t, side) {
  if (!t.partnership) return seatName(t, side);
  return side === t.mySeat % 2 ? "Your side" : "Opponents";
}
function sideOrSeat(t, index, scoresLength) {
  return scoresLength === t.players ? seatName(t, index) : sideName(t, index);
}
var PLAIN = {
  raise: "Raise (Gehst?)",
  hold: "Hold",
  fold: "Fold",
  request_redeal: "Ask for a redeal",
  accept_redeal: "Accept the redeal",
  refuse_redeal: "Refuse the redeal",
  offer_swap: "Offer a Schlagwechsel",
  accept_swap: "Accept the Schlagwechsel",
  refuse_swap: "Refuse the Schlagwechsel",
  take_cut_card: "Take the cut card (Schlecken)",
  leave_cut_card: "Leave the cut card",
  pass: "Pass the selected cards"
};
function moveLabel(m, game, tenseChoice) {
  const deck = deckOf(game);
  if (m.type === "call_rank") return `Schlag: ${rankName(String(m.rank), deck)}`;
  if (m.type === "call_suit") return `Trump: ${suitName(String(m.suit), deck)}`;
  if (m.type === "choose_moon") {
    return m.mode === "subtract_self" ? "Moon: −26 for me" : "Moon: +26 for each other player";
  }
  if (m.type === "play") {
    const card = cardLabel(String(m.card), game);
    return m.call ? `Lead ${card}, calling “Trumpf oder Kritisch”` : `Play ${card}`;
  }
  if (tenseChoice && m.type === "hold") return "Play on for 3 (tense)";
  if (tenseChoice && m.type === "fold") return "Concede 2 (tense)";
  return PLAIN[m.type] ?? m.type.replace(/_/g, " ");
}
var PASS_DIRECTIONS = {
  left: "to the left",
  right: "to the right",
  across: "across",
  none: "none (no pass this hand)"
};
function codeWords(code) {
  return String(code ?? "").replace(/_/g, " ");
}
function perUnit(t, values) {
  return values.map((v, i) => `${sideOrSeat(t, i, values.length)} ${v}`).join(", ");
}
function eventLine(t, e) {
  const deck = deckOf(t.game);
  const seatOf = (value) => typeof value === "number" ? seatName(t, value) : "";
  const who = seatOf(e.seat);
  const card = typeof e.card === "string" ? cardLabel(e.card, t.game) : "";
  switch (e.type) {
    case "session_started":
      return `Match started (${t.game})`;
    case "seat_left": {
      const level = typeof e.level === "string" ? ` (${e.level})` : "";
      return `Seat ${String(e.seat)} left the table: a bot${level} plays it from now on`;
    }
    case "seat_claimed":
      return `Seat ${String(e.seat)} took their seat`;
    case "hand_dealt": {
      const dealer = typeof e.dealer === "number" ? `, dealt by ${seatOf(e.dealer)}` : "";
      const pass = typeof e.pass_direction === "string" ? `; pass ${PASS_DIRECTIONS[e.pass_direction] ?? e.pass_direction}` : "";
      const chosen = typeof e.chosen_suit === "string" ? `; chosen suit ${suitName(e.chosen_suit, deck)}` : "";
      return `Hand ${String(e.hand_number ?? "")} dealt${dealer}${pass}${chosen}`;
    }
    case "cards_dealt":
      return `The cut is over; ${seatOf(e.dealer) || "the dealer"} deals`;
    case "card_played":
      return `${who}: ${card}${e.call ? " (Trumpf oder Kritisch!)" : ""}`;
    case "trick_won": {
      const points = typeof e.points === "number" && e.points > 0 ? ` (${e.points} points)` : "";
      return `${who} won the trick${points}`;
    }
    case "hand_scored":
      return `Hand scored (${handEndWords(t, String(e.reason ?? ""), [])}): ${perUnit(t, e.points ?? [])}; scores now ${perUnit(t, e.scores ?? [])}`;
    case "seed_revealed":
      return `The match's seed revealed: ${String(e.seed ?? "")}`;
    case "match_won": {
      const winners = (e.winners ?? []).map((w) => sideOrSeat(t, w, t.partnership ? 2 : t.players));
      return winners.length ? `Match over: ${winners.join(" and ")} won` : "Match over";
    }
    case "schlag_named":
      return `${who} named the Schlag: ${rankName(String(e.rank), deck)}`;
    case "trump_named":
      return `${who} named the trump: ${suitName(String(e.suit), deck)}`;
    case "raised":
      return `${who} raised${e.to !== void 0 ? ` (the hand worth ${String(e.to)} if held)` : ""}`;
    case "raise_held":
      return `${who} held the raise${e.stake !== void 0 ? ` (now worth ${String(e.stake)})` : ""}`;
    case "folded":
      return `${who} folded (refused the raise)`;
    case "redeal_requested":
      return `${who} asked for a redeal`;
    case "redeal_accepted":
      return `${who} accepted the redeal`;
    case "redeal_refused":
      return `${who} refused the redeal`;
    case "swap_offered":
      return `${who} offered a Schlagwechsel`;
    case "swap_accepted":
      return `${who} accepted the Schlagwechsel`;
    case "swap_refused":
      return `${who} refused the Schlagwechsel`;
    case "tense_plays":
      return `${who} plays on, tense${e.stake !== void 0 ? ` (for ${String(e.stake)})` : ""}`;
    case "tense_conceded":
      return `${who} conceded, tense (2 for the other side)`;
    case "cut_card_taken":
      return `${who} took the cut card (Schlecken)`;
    case "cut_card_left":
      return `${who} left the cut card (out of play)`;
    case "schlecken_penalty":
      return `${who} took a cut card and played no critical: a false Schlecken (${String(e.points ?? "")} points)`;
    case "cards_passed": {
      const to = typeof e.to === "number" ? ` to ${seatOf(e.to)}` : "";
      return `${who} passed ${String(e.count ?? "")} cards${to}`;
    }
    case "cards_exchanged":
      return "The passed cards were exchanged";
    case "hearts_broken":
      return "Hearts are broken";
    case "moon_shot":
      return `${who} shot the moon (${moonWords(e.mode)})`;
    case "penalty":
      return `Penalty: ${who}${card ? ` played ${card}` : ""}${e.code ? ` (${codeWords(e.code)})` : ""}`;
    default:
      return `${who ? who + ": " : ""}${String(e.type).replace(/_/g, " ")}`;
  }
}
function moonWords(mode) {
  return mode === "subtract_self" ? "−26 for the shooter" : "+26 for each other player";
}
function handEndWords(t, reason, events) {
  const event = (type) => events.find((e) => e.type === type);
  const who = (e) => typeof e?.seat === "number" ? seatName(t, e.seat) : "";
  switch (reason) {
    case "tricks": {
      const moon = event("moon_shot");
      if (moon) return `${who(moon)} shot the moon, ${moonWords(moon.mode)}`;
      return t.game === "hearts" ? "the fewest points" : "three tricks";
    }
    case "fold": {
      const folded = event("folded");
      return folded ? `${who(folded)} refused the raise` : "a raise was refused";
    }
    case "conceded":
      return "the tense side conceded";
    case "penalty": {
      const penalty = event("penalty");
      return penalty ? `a penalty: ${who(penalty)} broke a rule (${codeWords(penalty.code)})` : "a penalty for a broken rule";
    }
    case "revoke": {
      const penalty = event("penalty");
      const card = typeof penalty?.card === "string" ? ` with ${cardLabel(penalty.card, t.game)}` : "";
      return penalty ? `${who(penalty)} did not follow suit${card}: 26 points` : "a revoke: 26 points";
    }
    default:
      return reason;
  }
}
function cardLabel(code, game) {
  return cardName(code, deckOf(game), cardOptions(game));
}
var CARD_CODE = {
  french: /\b[CDHS][2-9TJQKA]\b/g,
  german: /\b[EGHS][AKOUT6-9]\b/g
};
var PHASE_WORDS = {
  call_rank: "while the Schlag is named",
  call_suit: "while the trump is named",
  cut: "during the cut",
  passing: "while cards are passed",
  redeal_answer: "while a redeal is asked",
  swap_answer: "while a Schlagwechsel is offered",
  tense_choice: "while the tense side chooses",
  moon_choice: "while the moon is chosen",
  hand_over: "after the hand",
  match_over: "after the match"
};
var SECOND_PERSON = {
  holds: "hold",
  does: "do",
  has: "have",
  is: "are",
  deals: "deal",
  answers: "answer",
  names: "name",
  chooses: "choose",
  leads: "lead"
};
function seatNames(t, seats) {
  const names = seats.map((p) => p === t.mySeat ? "you" : seatName(t, p));
  if (names.length <= 1) return names[0] ?? "nobody";
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1] ?? ""}`;
}
function readableReason(message, t) {
  const deck = deckOf(t.game);
  const mine = (n) => Number(n) === t.mySeat;
  return message.replace(/\bseats \[([\d, ]*)\]( have\b)?/g, (_, list, have) => {
    const seats = list.split(",").filter((n) => n.trim() !== "").map(Number);
    const verb = !have ? "" : seats.length === 1 && seats[0] !== t.mySeat ? " has" : " have";
    return seatNames(t, seats) + verb;
  }).replace(/\bseat (\d+)'s\b(\s+\w)?/g, (_, n, next) => mine(n) ? next ? `your${next}` : "yours" : `${seatName(t, Number(n))}'s${next ?? ""}`).replace(/\bseat (\d+) (\w+)\b/g, (_, n, word) => mine(n) ? `you ${SECOND_PERSON[word] ?? word}` : `${seatName(t, Number(n))} ${word}`).replace(/\byou (cannot follow \w+ but) holds\b/g, "you $1 hold").replace(/\byou (shot the moon and) chooses\b/g, "you $1 choose").replace(/\bseat (\d+)\b/g, (_, n) => mine(n) ? "you" : seatName(t, Number(n))).replace(/\bin phase (\w+)/g, (all, phase) => PHASE_WORDS[phase] ?? all).replace(CARD_CODE[deck], (code) => cardLabel(code, t.game)).replace(/^./, (first) => first.toUpperCase());
}

// src/table.ts
function tableOf(session) {
  const view = session.view;
  const players = session.seats.length;
  return {
    game: session.game,
    players,
    mySeat: session.seat ?? 0,
    seats: session.seats,
    partnership: Array.isArray(view.scores) && view.scores.length !== players
  };
}
function leavesOf(events) {
  const leaves = /* @__PURE__ */ new Map();
  for (const e of events) {
    if (e.type === "seat_left" && typeof e.seat === "number" && typeof e.seq === "number") {
      leaves.set(e.seat, { seq: e.seq, level: typeof e.level === "string" ? e.level : "bot" });
    }
  }
  return leaves;
}
function tableAt(t, leaves, seq) {
  if (!leaves.size) return t;
  const seats = t.seats.map((info) => {
    const left = leaves.get(info.seat);
    if (!left) return info;
    return left.seq >= seq ? { seat: info.seat, kind: "human", level: null } : { seat: info.seat, kind: "bot", level: left.level };
  });
  return { ...t, seats };
}
function focusKey(el) {
  if (!(el instanceof HTMLElement)) return null;
  const slot = el.closest("[data-slot]");
  if (slot) return `slot:${slot.dataset.slot ?? ""}`;
  if (el.dataset.move) {
    return `move:${el.dataset.move}:${el.dataset.rank ?? ""}:${el.dataset.suit ?? ""}:${el.dataset.value ?? ""}`;
  }
  return el.id ? `id:${el.id}` : null;
}
function keyedElement(root2, key) {
  for (const el of root2.querySelectorAll("[data-slot], button, [id]")) {
    const own = el.dataset.slot !== void 0 ? `slot:${el.dataset.slot}` : focusKey(el);
    if (own === key) {
      if (el.dataset.slot !== void 0) {
        const button = el.querySelector("button");
        return button && !button.disabled ? button : el;
      }
      return el;
    }
  }
  return null;
}
function restoreFocus(root2, key) {
  const target = (key ? keyedElement(root2, key) : null) ?? root2.querySelector("button[data-card]:not([disabled]), button[data-move]:not([disabled])");
  target?.focus({ preventScroll: true });
}
function statusText(t, s, view, legal) {
  if (s.status === "finished") {
    const winners = s.match?.winners ?? [];
    const names = winners.map((w) => sideOrSeat(t, w, view.scores.length));
    return `Match over — ${names.join(" and ")} won`;
  }
  const toAct = view.to_act ?? [];
  if (legal.length) {
    const pass = legal.find((m) => m.type === "pass");
    if (pass) return `Your turn: choose ${String(pass.count)} cards to pass`;
    if (legal.some((m) => m.type === "call_rank")) return "Your turn: name the Schlag";
    if (legal.some((m) => m.type === "call_suit")) return "Your turn: name the trump";
    if (legal.some((m) => m.type === "choose_moon")) return "You shot the moon: choose";
    if (legal.some((m) => m.type === "accept_redeal")) return "Your turn: accept or refuse the redeal";
    if (legal.some((m) => m.type === "accept_swap")) {
      return "Your turn: accept or refuse the Schlagwechsel";
    }
    if (legal.some((m) => m.type === "take_cut_card")) return "Your turn: take or leave the cut card";
    if (view.phase === "tense_choice" && legal.some((m) => m.type === "hold")) {
      return "Your turn: tense — play on or concede";
    }
    if (legal.some((m) => m.type === "hold")) return "Your turn: hold or fold the raise";
    if (legal.every((m) => m.type === "raise")) return "You may raise";
    if (!toAct.includes(t.mySeat)) return "You may raise";
    if (legal.some((m) => m.type === "play")) return "Your turn: play a card";
    return "Your turn: decide";
  }
  if (toAct.length) return `Waiting for ${toAct.map((p) => seatName(t, p)).join(", ")}`;
  return "Waiting";
}
function cardFace(code, game) {
  return svgBox("face", cardSvg(code, deckOf(game), cardOptions(game)));
}
function trickRow(t, cards) {
  return h("ol", { class: "trick-cards" }, ...cards.map((c) => h(
    "li",
    { "data-seat": c.seat },
    c.card ? cardFace(c.card, t.game) : svgBox("face", cardBackSvg()),
    h("span", { class: "who", title: seatName(t, c.seat) }, shortSeatName(t, c.seat)),
    h("span", { class: "sr" }, c.card ? cardLabel(c.card, t.game) : "hidden card")
  )));
}
function lastLoggedTrick(t, events) {
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i];
    if (e.type !== "trick_won") continue;
    const trick = e.trick;
    if (!trick || typeof e.seat !== "number") return null;
    return { winner: e.seat, cards: trick.cards.map((card, k) => ({ seat: (trick.leader + k) % t.players, card })) };
  }
  return null;
}
function drawTrick(t, view, events, finished) {
  const current = view.trick?.cards ?? [];
  const tricks = view.tricks ?? [];
  const phase = String(view.phase ?? "");
  const over = finished || phase.endsWith("over") || phase === "moon_choice";
  const box = h(
    "section",
    { class: "trick", "data-testid": "trick", "aria-label": "Trick" },
    // A hand can end before its last trick (Watten's three tricks, a fold; Karnöffel):
    // only the moon choice comes once all tricks are played.
    h("h2", {}, !over || current.length ? `Trick ${tricks.length + 1}` : phase === "moon_choice" ? "All tricks played" : "Hand over")
  );
  const leader = view.trick?.leader;
  if (current.length) box.append(trickRow(t, current));
  else if (!over && phase === "play" && leader !== null && leader !== void 0) {
    box.append(h("p", { class: "empty" }, leader === t.mySeat ? "You lead" : `${seatName(t, leader)} leads`));
  } else if (!over) box.append(h("p", { class: "empty" }, "No card played yet"));
  const last = tricks.length ? tricks[tricks.length - 1] : null;
  if (last) {
    box.append(h(
      "div",
      { class: "last-trick" },
      h("p", {}, `Last trick won by ${shortSeatName(t, last.winner)}`),
      trickRow(t, last.cards)
    ));
  } else {
    const before = lastLoggedTrick(t, events);
    if (before) {
      box.append(h(
        "div",
        { class: "last-trick", "data-testid": "previous-hand-trick" },
        h("p", {}, `Last trick of the previous hand won by ${shortSeatName(t, before.winner)}`),
        trickRow(t, before.cards)
      ));
    }
  }
  return box;
}
function drawScores(t, view) {
  const scores = view.scores ?? [];
  const tricksWon = view.tricks_won;
  const taken = view.points_taken;
  const head = h(
    "tr",
    {},
    h("th", {}, ""),
    h("th", {}, "Score"),
    tricksWon ? h("th", {}, "Tricks") : null,
    taken ? h("th", {}, "This hand") : null
  );
  const rows = scores.map((score, i) => h(
    "tr",
    {},
    h("th", { scope: "row" }, sideOrSeat(t, i, scores.length)),
    h("td", {}, String(score)),
    tricksWon ? h("td", {}, String(tricksWon[i] ?? 0)) : null,
    taken ? h("td", {}, String(taken[i] ?? 0)) : null
  ));
  const target = view.options?.target;
  return h(
    "section",
    { class: "scores", "data-testid": "scores", "aria-label": "Scores" },
    h("table", {}, h("caption", {}, `Hand ${String(view.hand_number)}` + (target ? ` — playing to ${String(target)}` : "")), h("thead", {}, head), h("tbody", {}, ...rows))
  );
}
function cutCard(t, entry, words) {
  if (!entry.card) return h("span", {}, words);
  return h(
    "span",
    {},
    `${words}: `,
    cardFace(entry.card, t.game),
    h("span", { class: "sr" }, cardLabel(entry.card, t.game))
  );
}
function dealtFaceUp(t, events, view) {
  let cards = view.face_up ?? [];
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i];
    if (e.type !== "hand_dealt") continue;
    if (e.hand_number === view.hand_number && Array.isArray(e.face_up)) {
      cards = e.face_up;
    }
    break;
  }
  const items = cards.flatMap((card, seat2) => {
    if (typeof card !== "string") return [];
    const words = `${seatName(t, seat2)}: ${cardLabel(card, t.game)}`;
    return [h(
      "span",
      { class: "small", title: words },
      cardFace(card, t.game),
      h("span", { class: "sr" }, words)
    )];
  });
  return items.length ? h(
    "div",
    { class: "small-cards", role: "group", "aria-label": "Dealt face up" },
    h("span", { class: "label" }, "Dealt face up:"),
    ...items
  ) : null;
}
function facts(t, events, view) {
  const deck = deckOf(t.game);
  const items = [];
  if (t.game === "watten") {
    items.push(`Schlag: ${view.schlag ? rankName(view.schlag, deck) : "?"}`);
    items.push(`Trump: ${view.trump ? suitName(view.trump, deck) : "?"}`);
    items.push(`Stake: ${String(view.stake)}`);
    if (view.options?.variant) items.push(`Variant: ${String(view.options.variant)}`);
    const pending = view.raise?.pending;
    if (pending !== null && pending !== void 0) {
      const by = Array.isArray(pending) ? pending[0] : pending.seat ?? pending;
      items.push(`Raise pending (${typeof by === "number" ? seatName(t, by) : "a seat"})`);
    }
    view.tense?.forEach((tense, side) => {
      if (tense) items.push(`${sideOrSeat(t, side, view.scores.length)}: tense`);
    });
    if (view.cut?.peek) {
      items.push(h(
        "span",
        {},
        "Cut card: ",
        cardFace(view.cut.peek, t.game),
        h("span", { class: "sr" }, cardLabel(view.cut.peek, t.game))
      ));
    }
    for (const taken of view.cut?.taken ?? []) {
      items.push(cutCard(t, taken, taken.seat === t.mySeat ? "You took the cut card" : `${seatName(t, taken.seat)} took a cut card`));
    }
    const left = view.cut?.left;
    if (left) {
      items.push(cutCard(t, left, `${left.seat === t.mySeat ? "You" : seatName(t, left.seat)} left the cut card (out of play)`));
    }
  } else if (t.game === "hearts") {
    items.push(`Pass: ${String(view.pass_direction ?? "none")}`);
    items.push(view.hearts_broken ? "Hearts broken" : "Hearts not broken");
  } else if (t.game === "karnoeffel") {
    if (view.chosen_suit) items.push(`Chosen suit: ${suitName(view.chosen_suit, deck)}`);
    const dealt = dealtFaceUp(t, events, view);
    if (dealt) items.push(dealt);
  }
  return h("ul", { class: "facts", "data-testid": "facts" }, ...items.map((i) => h("li", {}, i)));
}
function smallCards(t, cards, label) {
  return h(
    "div",
    { class: "small-cards", role: "group", "aria-label": label },
    h("span", { class: "label" }, label),
    ...cards.map((c) => h(
      "span",
      { class: "small", title: cardLabel(c, t.game) },
      cardFace(c, t.game),
      h("span", { class: "sr" }, cardLabel(c, t.game))
    ))
  );
}
function drawSeats(t, view, finished) {
  const seats = [];
  for (let p = 0; p < t.players; p++) {
    if (p === t.mySeat) continue;
    const size = view.hand_sizes?.[p] ?? 0;
    const open = view.hands?.[p] ?? null;
    const faceUp = view.face_up?.[p] ?? null;
    const turn = !finished && (view.to_act ?? []).includes(p);
    seats.push(h(
      "li",
      { class: turn ? "seat turn" : "seat", "data-seat": p },
      h("span", { class: "name" }, seatName(t, p), turn ? " — to act" : ""),
      open ? smallCards(t, open, "Open hand:") : h(
        "span",
        {
          class: "backs",
          role: "img",
          "aria-label": `${size} cards`
        },
        ...Array.from({ length: Math.min(size, 13) }, () => svgBox("back", cardBackSvg()))
      ),
      faceUp && !open ? smallCards(t, [faceUp], "Face up:") : null
    ));
  }
  return h("ul", { class: "opponents", "aria-label": "The other seats" }, ...seats);
}
var TIP_MARGIN = 4;
function keepTipInView(tip) {
  tip.style.removeProperty("left");
  const hidden = getComputedStyle(tip).display === "none";
  if (hidden) tip.style.display = "block";
  const box = tip.getBoundingClientRect();
  if (hidden) tip.style.removeProperty("display");
  const overflow = box.right - (document.documentElement.clientWidth - TIP_MARGIN);
  if (overflow > 0) tip.style.left = `${-Math.min(overflow, Math.max(0, box.left - TIP_MARGIN))}px`;
}
function drawHand(t, st2, view, legal, act) {
  const hand2 = view.hands?.[t.mySeat] ?? [];
  const pass = legal.find((m) => m.type === "pass");
  const choosable = new Set(pass ? pass.choose_from : []);
  const playable = new Set(legal.filter((m) => m.type === "play" && !m.call).map((m) => String(m.card)));
  const why = new Map(
    (st2.lost ? [] : st2.session.illegal_cards).map((c) => [c.card, {
      code: c.code,
      message: readableReason(c.message, t)
    }])
  );
  const faceUp = view.face_up?.[t.mySeat] ?? null;
  const slots = hand2.map((code) => {
    const enabled = !st2.busy && (pass ? choosable.has(code) : playable.has(code));
    const selected = pass !== void 0 && st2.selected.has(code);
    const name = cardLabel(code, t.game) + (code === faceUp ? " (face up)" : "");
    const reason = why.get(code);
    const tipId = `why-${code}`;
    const button = h("button", {
      type: "button",
      class: selected ? "card selected" : "card",
      "data-card": code,
      disabled: !enabled,
      "aria-pressed": pass ? String(selected) : void 0,
      "aria-label": name,
      "aria-describedby": !enabled && reason ? tipId : void 0,
      title: !enabled && reason ? reason.message : name
    }, cardFace(code, t.game), code === faceUp ? h("span", { class: "badge" }, "face up") : null);
    button.addEventListener("click", () => {
      if (button.disabled) return;
      if (pass) act.toggle(code);
      else act.play({ seat: t.mySeat, type: "play", card: code });
    });
    const slot = h("span", { class: "slot", "data-slot": code }, button);
    if (!enabled && reason && !st2.busy) {
      slot.tabIndex = 0;
      slot.setAttribute("role", "img");
      slot.setAttribute("aria-label", `${name}: not playable`);
      slot.setAttribute("aria-describedby", tipId);
      slot.title = reason.message;
      const tip = h(
        "span",
        { class: "why", id: tipId, role: "tooltip", "data-code": reason.code },
        reason.message
      );
      slot.append(tip);
      slot.addEventListener("mouseenter", () => keepTipInView(tip));
      slot.addEventListener("focusin", () => keepTipInView(tip));
    }
    return slot;
  });
  const faceDown = view.hands?.[t.mySeat] === null ? view.hand_sizes?.[t.mySeat] ?? 0 : 0;
  const cards = faceDown ? [
    h(
      "span",
      { class: "backs", "data-testid": "face-down", "aria-label": `${faceDown} cards face down` },
      ...Array.from({ length: faceDown }, () => svgBox("back", cardBackSvg()))
    ),
    h("p", { class: "empty" }, "Face down until Schlag and trump are named")
  ] : slots;
  const box = h(
    "section",
    { class: "hand", "data-testid": "hand", "aria-label": "Your hand" },
    h("h2", {}, "Your hand"),
    h("div", { class: "cards" }, ...cards)
  );
  const received = view.received?.[t.mySeat] ?? null;
  const passed = view.passed?.[t.mySeat] ?? null;
  if (passed?.length) box.append(smallCards(t, passed, "You passed:"));
  if (received?.length) box.append(smallCards(t, received, "You received:"));
  return box;
}
function moveData(m) {
  return {
    "data-move": m.type,
    "data-rank": m.rank,
    "data-suit": m.suit,
    "data-value": m.mode ?? m.call,
    "data-call-card": m.call ? String(m.card) : void 0
  };
}
function drawDecisions(t, st2, view, legal, act) {
  const tense = view.phase === "tense_choice";
  const buttons = [];
  for (const m of legal) {
    if (m.type === "play" && !m.call) continue;
    if (m.type === "pass") {
      const count = Number(m.count);
      const button2 = h(
        "button",
        {
          type: "button",
          class: "primary",
          "data-move": "pass",
          disabled: st2.busy || st2.selected.size !== count
        },
        `Pass ${count} cards (${st2.selected.size} selected)`
      );
      button2.addEventListener("click", () => act.play({
        seat: m.seat,
        type: "pass",
        cards: hand(view, t).filter((c) => st2.selected.has(c))
      }));
      buttons.push(button2);
      continue;
    }
    const button = h(
      "button",
      { type: "button", ...moveData(m), disabled: st2.busy },
      moveLabel(m, t.game, tense)
    );
    button.addEventListener("click", () => act.play(m));
    buttons.push(button);
  }
  return h(
    "section",
    { class: "decisions", "data-testid": "decisions", "aria-label": "Decisions" },
    ...buttons
  );
}
function signed(n) {
  return `${n < 0 ? "−" : "+"}${Math.abs(n).toFixed(1)}`;
}
function hand(view, t) {
  return view.hands?.[t.mySeat] ?? [];
}
function drawHints(t, st2) {
  if (!st2.hints || st2.hintVersion !== st2.session.version) return null;
  const tense = st2.session.view.phase === "tense_choice";
  const rows = [...st2.hints.estimates ?? []].sort((a, b) => (b.value ?? 0) - (a.value ?? 0)).map((e) => {
    const m = e.move;
    const label = m.type === "play" && !m.call ? cardLabel(String(m.card), t.game) : m.type === "pass" ? `Pass ${m.cards.map((c) => cardLabel(c, t.game)).join(", ")}` : moveLabel(m, t.game, tense);
    const value = e.win_probability !== void 0 && e.win_probability !== null ? `${Math.round(e.win_probability * 100)}% to win the hand` + (typeof e.value === "number" ? `, ${signed(e.value)} points expected (yours minus theirs)` : "") : `${Number(e.expected_points).toFixed(1)} points expected`;
    return h("li", {}, h("strong", {}, label), ` — ${value} (${e.rollouts} rollouts)`);
  });
  return h(
    "section",
    { class: "hints", "data-testid": "hints", "aria-label": "Hint" },
    h("h2", {}, "The expert's estimates"),
    h("ol", {}, ...rows)
  );
}
function drawHandResult(t, s, events) {
  const last = s.last_hand;
  const handBox = h("section", {
    class: "result",
    "data-testid": "hand-result",
    "data-version": last ? last.version : void 0,
    "aria-label": "Last hand"
  });
  if (last) {
    const n = last.hand.points.length;
    const winners = last.hand.winners.map((w) => sideOrSeat(t, w, n)).join(" and ");
    const points = last.hand.points.map((p, i) => `${sideOrSeat(t, i, n)} ${p}`).join(", ");
    const ending = events.filter((e) => e.version === last.version);
    const at = ending.length ? tableAt(t, leavesOf(events), Number(ending[0]?.seq)) : t;
    const why = handEndWords(at, last.hand.reason, ending);
    handBox.append(
      h("h2", {}, "Last hand"),
      h("p", {}, `${winners} won the hand: ${why}. Points: ${points}.`)
    );
  }
  return handBox;
}
function drawMatchResult(t, s, view, act) {
  const matchBox = h("section", {
    class: "result",
    "data-testid": "match-result",
    "aria-label": "Match result"
  });
  if (s.match) {
    const names = s.match.winners.map((w) => sideOrSeat(t, w, view.scores.length));
    const mine = s.match.winners.some((w) => t.partnership ? w === t.mySeat % 2 : w === t.mySeat);
    const again = h("button", { type: "button", class: "primary", id: "new-match" }, "New match");
    again.addEventListener("click", act.leave);
    matchBox.append(
      h("h2", {}, mine ? "You won the match!" : "Match over"),
      h("p", {}, `Winner: ${names.join(" and ")}. Final scores: ${view.scores.map(
        (score, i) => `${sideOrSeat(t, i, view.scores.length)} ${score}`
      ).join(", ")}.`),
      again
    );
  }
  return matchBox;
}
function drawLog(t, events, open = true) {
  const recent = events.slice(-150).reverse();
  const leaves = leavesOf(events);
  return h(
    "details",
    { class: "log", open },
    h("summary", {}, "Event log"),
    h(
      "ol",
      { "data-testid": "log", reversed: true },
      ...recent.map((e) => h(
        "li",
        { value: e.seq },
        eventLine(tableAt(t, leaves, e.seq), e)
      ))
    )
  );
}
function redrawFromLog(root2, st2) {
  const s = st2.session;
  const view = s.view;
  const t = tableOf(s);
  const swap = (selector, fresh) => {
    root2.querySelector(selector)?.replaceWith(fresh);
  };
  swap("[data-testid=facts]", facts(t, st2.events, view));
  swap("[data-testid=trick]", drawTrick(t, view, st2.events, s.status === "finished"));
  swap("[data-testid=hand-result]", drawHandResult(t, s, st2.events));
  const log = root2.querySelector("details.log");
  if (log) log.replaceWith(drawLog(t, st2.events, log.open));
}
var TITLES = {
  watten: "Watten",
  hearts: "Hearts",
  karnoeffel: "Karnöffel"
};
function drawInvites(t, s, invites) {
  if (!invites.length || s.status === "finished") return "";
  const base = `${window.location.origin}${window.location.pathname}`;
  return h(
    "section",
    { class: "invites", "aria-label": "Invitations" },
    h("h2", {}, "Invite the other players"),
    h("p", {}, "Send each player their own link: it seats them once."),
    h("ul", {}, ...invites.map((i) => {
      if (s.seats[i.seat]?.kind === "bot") {
        return h(
          "li",
          {},
          `${seatName(t, i.seat)}: `,
          h("span", { class: "joined", "data-testid": `invite-${i.seat}` }, "left: a bot plays it")
        );
      }
      if (s.seats[i.seat]?.waiting === false) {
        return h(
          "li",
          {},
          `${seatName(t, i.seat)}: `,
          h("span", { class: "joined", "data-testid": `invite-${i.seat}` }, "joined")
        );
      }
      const url = `${base}#join=${s.id}.${i.seat}.${i.code}`;
      return h(
        "li",
        {},
        `${seatName(t, i.seat)}: `,
        h("a", { href: url, "data-testid": `invite-${i.seat}` }, url)
      );
    }))
  );
}
function drawTable(root2, st2, act, invites = []) {
  const s = st2.session;
  const view = s.view;
  const t = tableOf(s);
  const legal = st2.lost ? [] : s.legal_moves;
  const hintButton = h("button", {
    type: "button",
    id: "hint",
    "data-testid": "hint",
    disabled: st2.busy || !legal.length,
    "aria-keyshortcuts": "H"
  }, "Hint (H)");
  hintButton.addEventListener("click", act.hint);
  const leave2 = h("button", { type: "button", id: "leave", class: "quiet" }, "Leave table");
  leave2.addEventListener("click", act.leave);
  const logOpen = root2.querySelector("details.log")?.open ?? true;
  const finished = s.status === "finished";
  const status = root2.querySelector("p.status") ?? h("p", { class: "status", "data-testid": "status", role: "status", "aria-live": "polite" });
  const text = st2.lost ? "This match is gone" : statusText(t, s, view, legal);
  if (status.textContent !== text) status.textContent = text;
  root2.dataset.version = String(s.version);
  root2.replaceChildren(
    h("header", {}, h("h1", {}, TITLES[t.game] ?? t.game), status, leave2),
    st2.message ? h("p", { class: "message", role: "alert" }, st2.message) : "",
    drawScores(t, view),
    facts(t, st2.events, view),
    drawSeats(t, view, finished),
    drawTrick(t, view, st2.events, finished),
    // The hand before the decisions: a call (the Schlag, the trump, a raise) is made looking
    // at one's cards, and on a phone eight call buttons above them pushed them off screen.
    drawHand(t, st2, view, legal, act),
    drawDecisions(t, st2, view, legal, act),
    h("div", { class: "tools" }, hintButton),
    drawHints(t, st2) ?? "",
    drawHandResult(t, s, st2.events),
    drawMatchResult(t, s, view, act),
    drawInvites(t, s, invites),
    // below the hand: on a phone the hand shows first
    drawLog(t, st2.events, logOpen)
  );
}

// src/tabs.ts
var STORE_KEY = "stichwerk.play.seat";
function parse(raw) {
  try {
    const value = raw ? JSON.parse(raw) : null;
    if (!value || typeof value.id !== "string" || typeof value.token !== "string") return null;
    const seat2 = { id: value.id, token: value.token };
    if (typeof value.host === "string") seat2.host = value.host;
    if (Array.isArray(value.invites)) {
      seat2.invites = value.invites.filter((i) => typeof i?.seat === "number" && typeof i?.code === "string").map((i) => ({ seat: i.seat, code: i.code }));
    }
    return seat2;
  } catch {
    return null;
  }
}
function storage(kind) {
  try {
    return kind === "local" ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}
function savedSeat() {
  return parse(storage("session")?.getItem(STORE_KEY) ?? null) ?? parse(storage("local")?.getItem(STORE_KEY) ?? null);
}
function keepSeat(s) {
  const raw = JSON.stringify(s);
  storage("session")?.setItem(STORE_KEY, raw);
  storage("local")?.setItem(STORE_KEY, raw);
}
function forgetSeat(id) {
  for (const kind of ["session", "local"]) {
    const store = storage(kind);
    if (parse(store?.getItem(STORE_KEY) ?? null)?.id === id) store?.removeItem(STORE_KEY);
  }
}
function forgetTabSeat() {
  storage("session")?.removeItem(STORE_KEY);
}
var TAB = Math.random().toString(36).slice(2) + Date.now().toString(36);
var channel = typeof BroadcastChannel === "function" ? new BroadcastChannel("stichwerk.play") : null;
var held = null;
function holdTable(id) {
  held = { id, at: Date.now() };
  channel?.postMessage({ type: "taken", id, tab: TAB, at: held.at });
}
function releaseTable() {
  held = null;
}
function announceLeft(id) {
  channel?.postMessage({ type: "left", id });
}
function listenToTabs(on) {
  channel?.addEventListener("message", (event) => {
    const m = event.data;
    if (m.type === "left") {
      on.left(m.id);
    } else if (m.type === "taken" && held?.id === m.id && (m.at > held.at || m.at === held.at && m.tab > TAB)) {
      held = null;
      on.taken(m.id);
    }
  });
}

// src/main.ts
var GONE = "This match is no longer on the server (ended, expired, or the server lost it).";
var LONG_POLL_SECONDS = 20;
var RETRY_MS = 2e3;
var PLAIN_POLL_MS = 2e3;
var PLAIN_POLLS = 15;
var LEAVE_RETRY_S = 1;
var LEAVE_RETRY_MAX_S = 5;
var MOVE_RETRY_S = 2;
var MOVE_RETRY_MAX_S = 5;
var MOVE_TRIES = 5;
var LOAD_RETRY_MS = 3e3;
var screens = 0;
var MOVE_RETRYING = "The server did not answer your move: sending it again…";
var root = document.getElementById("app");
var seat = null;
var st = null;
var live = null;
var hinting = false;
var lostSession = false;
function retryWords(seconds) {
  if (seconds === null) return "later";
  if (seconds < 90) return `in ${Math.max(seconds, 1)} seconds`;
  if (seconds < 90 * 60) return `in about ${Math.round(seconds / 60)} minutes`;
  return `in about ${Math.round(seconds / 3600)} hours`;
}
function errorText(error) {
  if (error instanceof StichwerkError) {
    if (error.code === "stale_version") {
      return "The table changed before your move arrived (another player moved first): here it is as it is now.";
    }
    if (error.code === "too_many_sessions") {
      return `The server keeps no more matches for your address: too many were started from it and have not expired yet (players on one network share this). Leave a match you no longer play, or try again ${retryWords(error.retryAfter)}.`;
    }
    if (error.code === "rate_limited") {
      return `Too many requests from your address just now: try again ${retryWords(error.retryAfter)}.`;
    }
    if (error.code === "search_capacity_exhausted") {
      return "The expert is busy with other players' hints just now: ask again in a moment.";
    }
    if (error.code === "invalid_option" || error.code === "invalid_option_combination") {
      const why = Object.entries(error.errors).map(([path, text]) => `${path.replace(/^options\./, "")} — ${text}`);
      return `These options cannot be played: ${why.join("; ") || error.message}.`;
    }
    if ([502, 503, 504].includes(error.status)) {
      return "The server is not answering just now: try again in a moment.";
    }
    return error.message;
  }
  if (error instanceof TypeError) return "The server cannot be reached: try again in a moment.";
  return error instanceof Error ? error.message : String(error);
}
function gone(error) {
  return error instanceof StichwerkError && [401, 404].includes(error.status);
}
function newKey() {
  const bytes = new Uint8Array(16);
  window.crypto.getRandomValues(bytes);
  return [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
}
var reading = 0;
var focusWanted = null;
function render() {
  if (!st) return;
  const active = document.activeElement;
  const inside = active === document.body || root.contains(active);
  if (inside) focusWanted = focusKey(active) ?? focusWanted;
  drawTable(root, st, actions, seat?.invites ?? []);
  root.dataset.state = st.busy || reading > 0 ? "busy" : "ready";
  if (inside && !st.busy) restoreFocus(root, focusWanted);
}
function keepChoosable(current) {
  const pass = current.session.legal_moves.find((m) => m.type === "pass");
  const choosable = new Set(pass ? pass.choose_from : []);
  for (const card of [...current.selected]) {
    if (!choosable.has(card)) current.selected.delete(card);
  }
}
async function refresh(rewound = false) {
  if (!seat || !st) return;
  const current = st;
  const before = current.session.version;
  reading++;
  try {
    const session = await read(seat.id, seat.token);
    if (rewound || session.version >= current.session.version) current.session = session;
    if (current.session.version !== before) keepChoosable(current);
  } finally {
    reading--;
  }
  render();
}
var actions = {
  play(m) {
    if (!seat || !st || st.busy || st.lost) return;
    const current = st;
    const { id, token } = seat;
    current.busy = true;
    current.message = null;
    render();
    sendMove(current, id, token, m).then((outcome) => {
      current.message = null;
      if (!outcome.legal) {
        current.message = `Not allowed: ${readableReason(
          outcome.error.message,
          tableOf(current.session)
        )}`;
      }
      current.selected.clear();
    }).catch((error) => {
      current.message = errorText(error);
    }).finally(() => {
      refresh().catch((error) => {
        if (gone(error)) sessionGone(GONE);
        else current.message = errorText(error);
      }).finally(() => {
        current.busy = false;
        render();
        const newest = current.events[current.events.length - 1];
        if (st === current && newest && newest.version > current.session.version) {
          refresh().catch(() => void 0);
        }
      });
    });
  },
  toggle(card) {
    if (!st) return;
    if (st.selected.has(card)) st.selected.delete(card);
    else st.selected.add(card);
    render();
  },
  hint() {
    if (!seat || !st || st.busy || st.lost || hinting || !st.session.legal_moves.length) return;
    if (st.hints && st.hintVersion === st.session.version) return;
    const current = st;
    const version = current.session.version;
    hinting = true;
    current.message = "Thinking…";
    render();
    hint(seat.id, seat.token).then((hint2) => {
      current.hints = hint2;
      current.hintVersion = version;
      current.message = null;
    }).catch((error) => {
      if (gone(error)) sessionGone(GONE);
      else current.message = errorText(error);
    }).finally(() => {
      hinting = false;
      render();
    });
  },
  leave() {
    const over = st?.session.status === "finished" || lostSession;
    if (!over && !window.confirm("Leave this match? It cannot be resumed afterwards.")) return;
    if (over || !seat || !st) {
      backToLobby(seat, !lostSession);
      return;
    }
    const current = st;
    const leaving = seat;
    const { id, token } = leaving;
    current.busy = true;
    current.message = null;
    render();
    live?.stop();
    live = null;
    leaveSeat(id, token, current.session.seat ?? 0).then(() => backToLobby(leaving, !leaving.invites?.length)).catch((error) => {
      if (error instanceof StichwerkError && [401, 403, 404, 409].includes(error.status)) {
        backToLobby(leaving, error.status !== 404);
        return;
      }
      current.busy = false;
      current.message = `The seat could not be left: ${errorText(error)}`;
      render();
      if (st === current) live = follow({ id, token }, current.events[current.events.length - 1]?.seq ?? 0);
    });
  }
};
function answerLost(error) {
  return error instanceof TypeError || error instanceof StichwerkError && [502, 503, 504].includes(error.status);
}
async function sendMove(current, id, token, m) {
  const key = newKey();
  const version = current.session.version;
  for (let tries = 1; ; tries++) {
    try {
      return await move(
        id,
        token,
        m,
        version,
        key
      );
    } catch (error) {
      if (!answerLost(error) || tries >= MOVE_TRIES || st !== current || current.lost) throw error;
      current.message = MOVE_RETRYING;
      render();
      const after = error instanceof StichwerkError ? error.retryAfter : null;
      const seconds = Math.min(after ?? MOVE_RETRY_S, MOVE_RETRY_MAX_S);
      await new Promise((r) => window.setTimeout(r, seconds * 1e3));
    }
  }
}
async function leaveSeat(id, token, seatNumber) {
  const key = newKey();
  try {
    await leave(id, token, seatNumber, key);
  } catch (error) {
    if (!answerLost(error)) throw error;
    const after = error instanceof StichwerkError ? error.retryAfter : null;
    const seconds = Math.min(after ?? LEAVE_RETRY_S, LEAVE_RETRY_MAX_S);
    await new Promise((r) => window.setTimeout(r, seconds * 1e3));
    await leave(id, token, seatNumber, key);
  }
}
function closeTable() {
  lostSession = false;
  live?.stop();
  live = null;
  seat = null;
  st = null;
  releaseTable();
}
function backToLobby(done2, end2) {
  closeTable();
  if (done2) {
    forgetSeat(done2.id);
    announceLeft(done2.id);
    if (end2 && done2.host) end(done2.id, done2.host).catch(() => void 0);
  }
  lobby();
}
function playedElsewhere(s) {
  closeTable();
  root.dataset.state = "elsewhere";
  const here = h(
    "button",
    { type: "button", class: "primary", "data-testid": "play-here" },
    "Play here"
  );
  const other = h("button", { type: "button", "data-testid": "new-match" }, "New match");
  here.addEventListener("click", () => {
    here.disabled = true;
    resumeTable(s);
  });
  other.addEventListener("click", () => {
    forgetTabSeat();
    lobby();
  });
  root.replaceChildren(
    h("h1", {}, "Stichwerk"),
    h(
      "p",
      { class: "message", role: "alert", "data-testid": "elsewhere" },
      "This match is open in another tab of this browser, and is played there: one tab plays a seat at a time."
    ),
    h("p", { class: "row" }, here, " ", other)
  );
  here.focus();
}
listenToTabs({
  taken(id) {
    if (seat?.id === id) playedElsewhere(seat);
  },
  left(id) {
    const mine = seat?.id === id || savedSeat()?.id === id;
    if (!mine || root.dataset.state === "lobby") return;
    closeTable();
    forgetSeat(id);
    lobby("You left this match in another tab.");
  }
});
function sessionGone(text) {
  lostSession = true;
  live?.stop();
  if (st) {
    st.lost = true;
    st.message = `${text} Leave the table to start a new match.`;
    render();
  }
}
function follow(s, after) {
  let stopped = false;
  let source = null;
  const calls = new AbortController();
  let last = after;
  let refreshTimer = 0;
  function received(e) {
    if (e.seq <= last || !st) return;
    last = e.seq;
    st.events.push(e);
    if ((e.version > st.session.version || e.type === "seat_left" || e.type === "seat_claimed") && !st.busy) {
      window.clearTimeout(refreshTimer);
      refreshTimer = window.setTimeout(() => {
        refresh().catch(() => void 0);
      }, 50);
    } else if (!st.busy) {
      redrawFromLog(root, st);
    }
  }
  async function rewind(newest) {
    last = newest;
    if (st) st.events = st.events.filter((e) => e.seq <= newest);
    window.clearTimeout(refreshTimer);
    while (!stopped) {
      try {
        await refresh(true);
        return;
      } catch {
        await new Promise((r) => window.setTimeout(r, RETRY_MS));
      }
    }
  }
  function lost(text2) {
    stopped = true;
    source?.close();
    sessionGone(text2);
  }
  const text = "Connection to the server lost: retrying…";
  const busyText = "The server is not answering just now: retrying…";
  function unreachable(now) {
    if (!st) return;
    if (now !== null && st.message !== now) {
      st.message = now;
      render();
    }
    if (now === null && (st.message === text || st.message === busyText)) {
      st.message = null;
      render();
    }
  }
  async function longPoll() {
    let plainPolls = 0;
    while (!stopped) {
      try {
        const page = await eventsAfter(
          s.id,
          s.token,
          last,
          plainPolls > 0 ? 0 : LONG_POLL_SECONDS,
          calls.signal
        );
        unreachable(null);
        if (page.last_event < last) {
          await rewind(page.last_event);
          continue;
        }
        page.events.forEach(received);
        if (st?.session.status === "finished") return;
        if (plainPolls > 0) {
          plainPolls -= 1;
          await new Promise((r) => window.setTimeout(r, PLAIN_POLL_MS));
        }
      } catch (error) {
        if (stopped) return;
        if (error instanceof StichwerkError && [401, 403, 404].includes(error.status)) {
          lost(GONE);
          return;
        }
        if (error instanceof StichwerkError && error.code === "too_many_streams" && plainPolls === 0) {
          plainPolls = PLAIN_POLLS;
          continue;
        }
        if (!(error instanceof StichwerkError) || [502, 504].includes(error.status)) {
          unreachable(text);
        } else if (error.status === 503 && error.code !== "too_many_streams") {
          unreachable(busyText);
        }
        await new Promise((r) => window.setTimeout(r, RETRY_MS));
      }
    }
  }
  async function stream() {
    try {
      const url = await streamTicket(s.id, s.token, calls.signal);
      if (stopped) return;
      source = new EventSource(`${url}&after=${last}`);
      source.onmessage = (m) => received(JSON.parse(m.data));
      source.addEventListener("end", (m) => {
        source?.close();
        const end2 = JSON.parse(m.data);
        const reason = end2.reason;
        if (stopped) return;
        if (reason === "max_duration" || reason === "shutdown") void stream();
        else if (reason === "gone") lost("This match has ended on the server (or expired).");
        else if (reason === "invalid_token") lost("This seat's token no longer opens the match.");
        else if (reason === "store_unavailable") void longPoll();
        else if (reason === "rewound") {
          void rewind(end2.last_event).then(() => {
            if (!stopped) void stream();
          });
        }
      });
      source.onerror = () => {
        source?.close();
        if (!stopped) void longPoll();
      };
    } catch {
      if (!stopped) void longPoll();
    }
  }
  void stream();
  return {
    stop() {
      stopped = true;
      source?.close();
      calls.abort();
      window.clearTimeout(refreshTimer);
    }
  };
}
async function openTable(s) {
  const session = await read(s.id, s.token);
  keepSeat(s);
  holdTable(s.id);
  lostSession = false;
  seat = s;
  st = {
    session,
    events: [],
    selected: /* @__PURE__ */ new Set(),
    hints: null,
    hintVersion: -1,
    busy: false,
    message: null,
    lost: false
  };
  render();
  restoreFocus(root, null);
  live?.stop();
  live = follow(s, 0);
}
async function start(body) {
  try {
    const created = await create(body);
    const own = created.invitations?.find((i) => i.seat === 0);
    const token = own ? await claim(created.id, 0, own.code, newKey()) : created.seat_tokens?.[0]?.token;
    if (!token) throw new Error("the service gave no seat token");
    const invites = (created.invitations ?? []).filter((i) => i.seat !== 0).map((i) => ({ seat: i.seat, code: i.code }));
    await openTable({
      id: created.id,
      token,
      host: created.host_token,
      ...invites.length ? { invites } : {}
    });
  } catch (error) {
    showError(errorText(error));
  }
}
function joinLink() {
  const found = /^#join=([A-Za-z0-9_-]+)\.(\d{1,2})\.(stwi_[A-Za-z0-9_-]{22})$/.exec(window.location.hash);
  if (!found) return null;
  window.history.replaceState(null, "", window.location.pathname + window.location.search);
  return { id: found[1] ?? "", seat: Number(found[2]), code: found[3] ?? "" };
}
async function join(link2) {
  const key = newKey();
  let token;
  try {
    token = await claim(link2.id, link2.seat, link2.code, key).catch((error) => {
      if (!answerLost(error)) throw error;
      return claim(link2.id, link2.seat, link2.code, key);
    });
  } catch (error) {
    const taken = error instanceof StichwerkError && error.code === "invitation_claimed";
    lobby(taken ? "This invitation has been used: its seat is taken." : `The invitation could not be used: ${errorText(error)}`);
    return;
  }
  await openTable({ id: link2.id, token }).catch((error) => showError(errorText(error)));
}
function showError(text) {
  root.querySelector(".message")?.remove();
  root.prepend(h("p", { class: "message", role: "alert" }, text));
}
function lobby(notice) {
  const screen = ++screens;
  root.dataset.state = "lobby";
  showLobby(root, start).then(() => {
    if (notice) showError(notice);
  }).catch((error) => {
    if (!answerLost(error)) {
      showError(errorText(error));
      return;
    }
    showError(retrying(error));
    window.setTimeout(() => {
      if (screen === screens && root.dataset.state === "lobby") lobby(notice);
    }, LOAD_RETRY_MS);
  });
}
function retrying(error) {
  return `${errorText(error).replace(/: try again in a moment\.$/, "")}: retrying…`;
}
document.addEventListener("keydown", (event) => {
  if (!st || event.altKey || event.ctrlKey || event.metaKey) return;
  const target = event.target;
  if (target.closest("input, select, textarea")) return;
  if (event.key === "h" || event.key === "H") {
    event.preventDefault();
    actions.hint();
    return;
  }
  if (event.key === "ArrowLeft" || event.key === "ArrowRight") {
    const stops = [...root.querySelectorAll(".hand .slot")].map((slot) => slot.querySelector("button:not([disabled])") ?? slot);
    const at = stops.findIndex((el) => el === target || el.contains(target));
    if (at < 0 || !stops.length) return;
    event.preventDefault();
    const next = (at + (event.key === "ArrowRight" ? 1 : -1) + stops.length) % stops.length;
    stops[next]?.focus();
  }
});
function resumeTable(s) {
  const screen = ++screens;
  openTable(s).catch((error) => {
    if (error instanceof StichwerkError && [401, 403, 404].includes(error.status)) {
      forgetSeat(s.id);
      lobby(`Your last match could not be resumed: ${GONE.charAt(0).toLowerCase()}${GONE.slice(1)}`);
    } else if (answerLost(error)) {
      root.replaceChildren(h("p", { class: "message", role: "alert" }, retrying(error)));
      window.setTimeout(() => {
        if (screen === screens) resumeTable(s);
      }, LOAD_RETRY_MS);
    } else {
      root.replaceChildren(h(
        "p",
        { class: "message", role: "alert" },
        `${errorText(error).replace(/\.$/, "")}. Reload the page to try again.`
      ));
    }
  });
}
var link = joinLink();
var resume = savedSeat();
if (link) void join(link);
else if (resume) resumeTable(resume);
else lobby();
