import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Plugin } from "vite";

const TEXT = /\.(js|css|html|svg|json)$/;

/** Compressed already since its last change (the portal build comes after the console's into the same folder). */
function fresh(path: string): boolean {
  try {
    return statSync(`${path}.br`).mtimeMs >= statSync(path).mtimeMs;
  } catch {
    return false;
  }
}

/**
 * Writes a .br and a .gz beside every text file of the build (over 1 kB): the reference server sends them to
 * browsers that accept them (@fastify/static `preCompressed`), so a guest on a slow link downloads ~3x less.
 */
export function precompress(): Plugin {
  let outDir = "dist";
  return {
    name: "portico-precompress",
    apply: "build",
    configResolved(config) {
      outDir = config.build.outDir.startsWith("/") ? config.build.outDir : join(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string) => {
        for (const name of readdirSync(dir)) {
          const path = join(dir, name);
          if (statSync(path).isDirectory()) walk(path);
          else if (TEXT.test(name) && statSync(path).size > 1024 && !fresh(path)) {
            const body = readFileSync(path);
            writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
            writeFileSync(`${path}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
          }
        }
      };
      walk(outDir);
    },
  };
}
