import { fileURLToPath } from "node:url";
import { DEFAULT_PUBLIC_CONFIG, PUBLIC_CONFIG_ELEMENT_ID } from "@paralex/shared/public-config";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defaultClientConditions, defaultServerConditions, defineConfig, type Plugin } from "vite";
import { markdownDocuments } from "./scripts/markdown-document";
import { preloadFonts } from "./scripts/preload-fonts";

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;

/** In development the Vite server serves index.html, so it injects the public config the API server would. */
function devPublicConfig(): Plugin {
  return {
    name: "paralex-dev-public-config",
    apply: "serve",
    transformIndexHtml: (html) =>
      html.replace(
        "<!--app-config-->",
        `<script id="${PUBLIC_CONFIG_ELEMENT_ID}" type="application/json">${JSON.stringify(DEFAULT_PUBLIC_CONFIG)}</script>`,
      ),
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), devPublicConfig(), markdownDocuments(), preloadFonts()],
  resolve: {
    conditions: ["source", ...defaultClientConditions],
    alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL("./src/lib/zod-jitless.ts", import.meta.url)) }],
  },
  ssr: { resolve: { conditions: ["source", ...defaultServerConditions] }, noExternal: ["@paralex/shared"] },
  server: {
    port: Number(process.env.PORT ?? 5173),
    proxy: { "/api": apiTarget, "/gateway": apiTarget },
  },
  build: {
    target: "es2022",
    sourcemap: true,
    assetsInlineLimit: 0,
    manifest: true,
    rolldownOptions: {
      output: {
        // The libraries every page loads, each in its own chunk, so a prerendered page can evaluate them one task at a
        // time (scripts/deferred-boot.js) instead of in one long task.
        advancedChunks: {
          groups: [
            { name: "vendor-react", test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
            { name: "vendor-router", test: /[\\/]node_modules[\\/]react-router[\\/]/, priority: 2 },
            {
              name: "vendor-state",
              // react-redux only: the store is written out (lib/session/store.ts), and Redux Toolkit, immer and
              // RTK Query are left to the signed-in pages' chunks that use them (decisions 051, 068).
              test: /[\\/]node_modules[\\/](?:react-redux|use-sync-external-store)[\\/]/,
              priority: 1,
            },
            // The sign-in and account forms' library: one chunk of its own, not folded into whichever shared chunk
            // first imports it, so a page that only renders fields does not carry it.
            { name: "vendor-forms", test: /[\\/]node_modules[\\/]react-hook-form[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
});
