const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d+$/;
const VIMEO_HASH = /^[0-9a-f]+$/i;
const YOUTUBE_HOSTS = new Set([
  "youtube.com",
  "www.youtube.com",
  "m.youtube.com",
  "youtube-nocookie.com",
  "www.youtube-nocookie.com",
]);
const YOUTUBE_EMBED_ORIGIN = "https://www.youtube-nocookie.com";
const VIMEO_PLAYER_ORIGIN = "https://player.vimeo.com";

export const EMBEDDABLE_VIDEO_URL_RULE =
  "must be an https YouTube or Vimeo video address, e.g. https://www.youtube.com/watch?v=VIDEO_ID or https://vimeo.com/123456789";

/** Seconds from YouTube's t or start parameter: "90", "90s" or "1m30s". */
function startSeconds(url: URL): number | undefined {
  const value = url.searchParams.get("start") ?? url.searchParams.get("t");
  const match = value?.match(/^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/);
  if (!value || !match) return undefined;
  const [, hours = "0", minutes = "0", seconds = "0"] = match;
  const total = Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
  return total > 0 ? total : undefined;
}

function youTubeId(url: URL): string | undefined {
  const segments = url.pathname.split("/").filter(Boolean);
  if (url.hostname === "youtu.be") return segments.length === 1 ? segments[0] : undefined;
  if (!YOUTUBE_HOSTS.has(url.hostname)) return undefined;
  if (segments.length === 1 && segments[0] === "watch") return url.searchParams.get("v") ?? undefined;
  if (segments.length === 2 && ["embed", "shorts", "live"].includes(segments[0] ?? "")) return segments[1];
  return undefined;
}

function youTubeEmbed(url: URL): string | undefined {
  const id = youTubeId(url);
  if (!id || !YOUTUBE_ID.test(id)) return undefined;
  const start = startSeconds(url);
  return `${YOUTUBE_EMBED_ORIGIN}/embed/${id}${start ? `?start=${start}` : ""}`;
}

function vimeoEmbed(url: URL): string | undefined {
  const segments = url.pathname.split("/").filter(Boolean);
  const isPlayer = url.hostname === "player.vimeo.com" && segments.length === 2 && segments[0] === "video";
  const isPage = (url.hostname === "vimeo.com" || url.hostname === "www.vimeo.com") && segments.length <= 2;
  if (!isPlayer && !isPage) return undefined;
  const id = isPlayer ? segments[1] : segments[0];
  // An unlisted video's address carries its privacy hash, as a second segment on the page or h= on the player.
  const hash = (isPage ? segments[1] : undefined) ?? url.searchParams.get("h") ?? undefined;
  if (!id || !VIMEO_ID.test(id) || (hash !== undefined && !VIMEO_HASH.test(hash))) return undefined;
  return `${VIMEO_PLAYER_ORIGIN}/video/${id}${hash ? `?h=${hash}` : ""}`;
}

/**
 * The player address for a YouTube or Vimeo video, whichever way it was copied (watch page, short link, embed code),
 * without autoplay or any other parameter; undefined for anything else.
 */
export function toEmbeddableVideoUrl(address: string): string | undefined {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return undefined;
  }
  if (url.protocol !== "https:" || url.username || url.password || url.port) return undefined;
  return youTubeEmbed(url) ?? vimeoEmbed(url);
}
