import { accountMessages, PHOTO_MAX_BYTES } from "@paralex/shared/account";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createConfirmedAccount, logInAs, nextIp, uniqueEmail } from "../../test/account-helpers.js";
import { createTestApp } from "../../test/test-app.js";
import { JPEG_START, PNG_1X1, WEBP_1X1 } from "../../test/test-images.js";

const PHOTO = "/api/account/photo/";

let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await app.close();
});

async function signedIn(label: string) {
  const account = await createConfirmedAccount(app, uniqueEmail(label));
  return logInAs(app, account);
}

function upload(token: string | null, body: Buffer, contentType = "image/png") {
  return app.inject({
    method: "PUT",
    url: PHOTO,
    payload: body,
    remoteAddress: nextIp(),
    headers: { "content-type": contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

/** A PNG signature and header padded to `size` bytes: right content, any length. */
function pngOfSize(size: number): Buffer {
  const bytes = Buffer.alloc(size);
  PNG_1X1.copy(bytes, 0, 0, Math.min(PNG_1X1.length, size));
  return bytes;
}

describe("PUT account/photo/", () => {
  it("stores a PNG, points the profile at it and serves it with its own type", async () => {
    const session = await signedIn("photo");
    const response = await upload(session.access, PNG_1X1);
    expect(response.statusCode).toBe(200);
    const user = response.json();
    expect(user.profileImage).toMatch(new RegExp(`^/api/account/photo/${user.userId}\\?v=[\\w-]+$`));

    const me = await app.inject({ url: "/api/auth/user/", headers: { authorization: `Bearer ${session.access}` } });
    expect(me.json().profileImage).toBe(user.profileImage);

    const served = await app.inject({ url: user.profileImage });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(served.headers["cache-control"]).toContain("immutable");
    expect(served.rawPayload.equals(PNG_1X1)).toBe(true);
  });

  it("judges the type by content: WebP labelled PNG is served as WebP, JPEG as JPEG", async () => {
    const session = await signedIn("webp");
    const webp = await upload(session.access, WEBP_1X1, "image/png");
    expect(webp.statusCode).toBe(200);
    expect((await app.inject({ url: webp.json().profileImage })).headers["content-type"]).toBe("image/webp");

    const jpeg = await upload(session.access, JPEG_START, "application/octet-stream");
    expect(jpeg.statusCode).toBe(200);
    expect((await app.inject({ url: jpeg.json().profileImage })).headers["content-type"]).toBe("image/jpeg");
  });

  it("refuses wrong content under a right name and type, and changes nothing", async () => {
    const session = await signedIn("fake");
    await upload(session.access, PNG_1X1);
    const before = (
      await app.inject({ url: "/api/auth/user/", headers: { authorization: `Bearer ${session.access}` } })
    ).json().profileImage;

    for (const body of [Buffer.from("<script>alert(1)</script>"), Buffer.from("GIF89a..."), Buffer.alloc(0)]) {
      const response = await upload(session.access, body, "image/png");
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: accountMessages.photoWrongType });
    }
    const json = await app.inject({
      method: "PUT",
      url: PHOTO,
      payload: { image: "x.png" },
      headers: { authorization: `Bearer ${session.access}` },
    });
    expect(json.statusCode).toBe(400);

    const after = await app.inject({ url: "/api/auth/user/", headers: { authorization: `Bearer ${session.access}` } });
    expect(after.json().profileImage).toBe(before);
  });

  it("accepts exactly 2 MB and answers 413 with a clear message above it", async () => {
    const session = await signedIn("large");
    expect((await upload(session.access, pngOfSize(PHOTO_MAX_BYTES))).statusCode).toBe(200);

    const tooLarge = await upload(session.access, pngOfSize(PHOTO_MAX_BYTES + 1));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ detail: accountMessages.photoTooLarge });
  });

  it("needs a signed-in user, before reading the body", async () => {
    const response = await upload(null, PNG_1X1);
    expect(response.statusCode).toBe(401);
    const tooLargeAnonymous = await upload(null, pngOfSize(PHOTO_MAX_BYTES + 10));
    expect(tooLargeAnonymous.statusCode).toBe(401);
  });
});

describe("GET and DELETE account/photo/", () => {
  it("serves only the current address; after a new upload or a delete the old one is gone", async () => {
    const session = await signedIn("versions");
    const first = (await upload(session.access, PNG_1X1)).json().profileImage as string;
    const second = (await upload(session.access, WEBP_1X1)).json().profileImage as string;
    expect(second).not.toBe(first);
    expect((await app.inject({ url: first })).statusCode).toBe(404);
    expect((await app.inject({ url: second.replace(/\?.*$/, "") })).statusCode).toBe(404);
    expect((await app.inject({ url: "/api/account/photo/not-a-user?v=x" })).statusCode).toBe(404);

    const removed = await app.inject({
      method: "DELETE",
      url: PHOTO,
      headers: { authorization: `Bearer ${session.access}` },
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().profileImage).toBeNull();
    expect((await app.inject({ url: second })).statusCode).toBe(404);
  });

  it("does not let one user delete another's photo: DELETE acts on the caller only", async () => {
    const owner = await signedIn("owner");
    const other = await signedIn("other");
    const image = (await upload(owner.access, PNG_1X1)).json().profileImage as string;
    await app.inject({ method: "DELETE", url: PHOTO, headers: { authorization: `Bearer ${other.access}` } });
    expect((await app.inject({ url: image })).statusCode).toBe(200);
  });
});
