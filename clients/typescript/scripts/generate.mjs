// src/schema.d.ts from the spec: openapi-typescript exactly as its CLI with
// --default-non-nullable=false (a property with a default stays optional), plus one
// thing the CLI cannot say: a `oneOf` of closed objects without a discriminator (a
// stateless body takes `state` or `state_token`, never both) becomes an exclusive union.
// openapi-typescript writes it as a plain union, and TypeScript accepts a key of the
// other arm there (the excess-property check looks at the union as a whole), so each arm
// gets the other arms' keys as `key?: never`. The arms are closed
// (`additionalProperties: false`), so this says what the spec already says.
//
//   node scripts/generate.mjs ../../openapi/openapi.json src/schema.d.ts
import fs from "node:fs";
import ts from "typescript";
import openapiTS, {
  addJSDocComment, astToString, COMMENT_HEADER, NEVER, QUESTION_TOKEN,
} from "openapi-typescript";

const [specPath, outPath] = process.argv.slice(2);
if (!specPath || !outPath) {
  console.error("usage: node scripts/generate.mjs SPEC OUT");
  process.exit(2);
}
const spec = JSON.parse(fs.readFileSync(specPath, "utf8"));
const schemas = spec.components?.schemas ?? {};
const PREFIX = "#/components/schemas/";

/** Component name → {foreign: the keys of its sibling arms that it does not have,
 * own: its keys that no sibling has}. */
function foreignKeys() {
  const out = new Map();
  for (const schema of Object.values(schemas)) {
    if (!Array.isArray(schema.oneOf) || schema.discriminator) continue;
    const arms = schema.oneOf.map((arm) => (arm.$ref ?? "").replace(PREFIX, ""));
    if (arms.length < 2 || !arms.every((name) => schemas[name]?.additionalProperties === false))
      continue;
    const keysOf = (name) => Object.keys(schemas[name].properties ?? {});
    for (const name of arms) {
      const own = new Set(keysOf(name));
      const siblings = new Set(arms.filter((other) => other !== name).flatMap(keysOf));
      const entry = out.get(name) ?? { foreign: new Set(), own: new Set() };
      for (const key of siblings) if (!own.has(key)) entry.foreign.add(key);
      for (const key of own) if (!siblings.has(key)) entry.own.add(key);
      out.set(name, entry);
    }
  }
  return out;
}

const FOREIGN = foreignKeys();

function neverMember(key, own) {
  const member = ts.factory.createPropertySignature(
    undefined, ts.factory.createIdentifier(key), QUESTION_TOKEN, NEVER);
  const these = [...own].sort().map((k) => `\`${k}\``).join(", ");
  addJSDocComment({ description: `Never together with ${these}: send one or the other` },
    member);
  return member;
}

const ast = await openapiTS(new URL(`file://${fs.realpathSync(specPath)}`), {
  defaultNonNullable: false,
  postTransform(type, options) {
    const name = options.path?.startsWith(PREFIX) ? options.path.slice(PREFIX.length) : null;
    const entry = name === null ? undefined : FOREIGN.get(name);
    if (!entry || entry.foreign.size === 0 || !ts.isTypeLiteralNode(type)) return undefined;
    const never = [...entry.foreign].sort().map((key) => neverMember(key, entry.own));
    const members = [...type.members, ...never];
    return ts.factory.updateTypeLiteralNode(type, ts.factory.createNodeArray(members));
  },
});
fs.writeFileSync(outPath, `${COMMENT_HEADER}${astToString(ast)}`, "utf8");
