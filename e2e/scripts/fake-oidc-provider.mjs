// A local OpenID provider standing in for Google during the browser tests: the same one the server tests start
// (apps/server/src/test/fake-oidc-provider.ts), on a fixed port, whose authorize page asks which address signs in.
// Usage: FAKE_OIDC_PORT=6170 node e2e/scripts/fake-oidc-provider.mjs
import { tsImport } from "tsx/esm/api";

const PORT = Number(process.env.FAKE_OIDC_PORT ?? 6170);
const { startFakeOidcProvider } = await tsImport("../../apps/server/src/test/fake-oidc-provider.ts", import.meta.url);
const provider = await startFakeOidcProvider({
  port: PORT,
  clientId: process.env.FAKE_OIDC_CLIENT_ID ?? "e2e-google-client",
  clientSecret: process.env.FAKE_OIDC_CLIENT_SECRET ?? "e2e-google-secret",
});
process.stdout.write(`fake OpenID provider at ${provider.issuer}\n`);
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => void provider.close().then(() => process.exit(0)));
}
