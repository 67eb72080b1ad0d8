// Ladle brings its own Vite: this is a plain object (no `import "vite"`, which is not a dependency here).
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";

export default {
  plugins: [vanillaExtractPlugin()],
  resolve: { conditions: ["portico-source", "module", "browser", "development|production"] },
};
