import { describe, expect, it, vi } from "vitest";

vi.stubGlobal("localStorage", { getItem: () => null, setItem() {}, removeItem() {} });

describe("the api slice in the app's store", () => {
  it("answers a query dispatched before any other action, and forgets it when the session changes hands", async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal("fetch", async (_url: string, init: RequestInit) => {
      bodies.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify({ data: { myOrganization: { organizationId: "o-1", canManage: true } } }));
    });
    const { store } = await import("../session/store");
    const { authActions } = await import("../session/auth-slice");
    const { organizationsApi } = await import("../../features/organizations/organizations-api");

    const selectOrganization = organizationsApi.endpoints.myOrganization.select();
    const cached = () => selectOrganization(store.getState() as Parameters<typeof selectOrganization>[0]).data;

    const result = await store.dispatch(organizationsApi.endpoints.myOrganization.initiate());
    expect(result.data).toMatchObject({ organizationId: "o-1", canManage: true });
    expect(bodies[0]).toMatchObject({ variables: {}, userId: null, appId: "1" });
    expect(cached()).toBeDefined();

    store.dispatch(
      authActions.loginSuccess({ ...store.getState().auth, access: "a", user: { email: "a@b.c", userId: "u-2" } }),
    );
    expect(cached()).toBeUndefined();
  });
});
