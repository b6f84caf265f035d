import Bowser from "bowser";

export interface DeviceOf {
  browser: string;
  os: string;
  device: string;
  /** Browser, system and kind of device: a sign-in from a key never seen before is mailed to the person. */
  key: string;
}

/** Browser, operating system and kind of device as parsed from a User-Agent header (bowser); unknown parts say so. */
export function deviceOf(userAgent: string | null | undefined): DeviceOf {
  const parsed = userAgent ? Bowser.parse(userAgent) : undefined;
  const browser = parsed?.browser.name || "Unknown browser";
  const os =
    [parsed?.os.name, parsed?.os.versionName ?? parsed?.os.version].filter(Boolean).join(" ") || "Unknown system";
  const type = parsed?.platform.type;
  const device = type ? `${type.charAt(0).toUpperCase()}${type.slice(1)}` : "Unknown device";
  return { browser, os, device, key: [browser, parsed?.os.name || "", type || ""].join("|").toLowerCase() };
}
