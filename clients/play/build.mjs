// Bundles src/main.ts (with the typed client of ../typescript and openapi-fetch) into
// ../../service/static/play/play.js, and copies index.html and play.css next to it.
// `node build.mjs [outdir]` (make play; the up-to-date test builds into a temporary dir).
import { build } from "esbuild";
import { copyFileSync, mkdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const out = resolve(process.argv[2] ?? join(here, "../../service/static/play"));
mkdirSync(out, { recursive: true });
await build({
  entryPoints: [join(here, "src/main.ts")],
  outfile: join(out, "play.js"),
  bundle: true,
  format: "esm",
  target: "es2020",
  minify: false, // readable: the committed bundle is reviewed like source
  legalComments: "none",
  charset: "utf8",
  logLevel: "warning",
});
for (const name of ["index.html", "play.css"]) {
  copyFileSync(join(here, "src", name), join(out, name));
}
