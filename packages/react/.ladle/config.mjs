/** @type {import('@ladle/react').UserConfig} */
export default {
  stories: "src/**/*.stories.tsx",
  viteConfig: "./ladle.vite.config.mjs",
  outDir: "build",
  addons: { theme: { enabled: true, defaultState: "light" }, a11y: { enabled: true } },
};
