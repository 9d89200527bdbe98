/**
 * The addresses a resource (or a support's attachment) may hold (issue 11, section 3), checked the
 * same way by the server and the browser. No zod here: the forms import it.
 *
 * - A web link: http or https, with a host.
 * - A Google Doc: https://docs.google.com/{document|spreadsheets|presentation|forms|drawings}/d/{id}…
 *   or https://drive.google.com/file/d/{id}… ("Please make sure to provide a valid Google Doc URL").
 * - A YouTube video: youtube.com/watch?v={id}, youtu.be/{id}, youtube.com/embed/{id}, /shorts/{id},
 *   /live/{id}, or youtube-nocookie.com/embed/{id}, where {id} is 11 characters
 *   ("Please make sure to provide a valid Youtube video URL"); it is shown with the privacy-enhanced
 *   player (youtube-nocookie.com), which sets no cookie until the video is played.
 */

export const RESOURCE_URL_MAX = 2000;

function parse(value: string): URL | null {
  const text = value.trim();
  if (!text || text.length > RESOURCE_URL_MAX) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** A web address (http or https with a host), or null. */
export function webLink(value: string): string | null {
  const url = parse(value);
  return url && url.hostname.includes('.') ? url.href : null;
}

const GOOGLE_DOC_PATH = /^\/(document|spreadsheets|presentation|forms|drawings)\/(u\/\d+\/)?d\/(e\/)?[\w-]{10,}(\/|$)/;
const GOOGLE_FILE_PATH = /^\/file\/d\/[\w-]{10,}(\/|$)/;

/** The address when it is a Google Docs, Sheets, Slides, Forms, Drawings or Drive file, or null. */
export function googleDocUrl(value: string): string | null {
  const url = parse(value);
  if (!url || url.protocol !== 'https:') return null;
  if (url.hostname === 'docs.google.com' && GOOGLE_DOC_PATH.test(url.pathname)) return url.href;
  if (url.hostname === 'drive.google.com' && GOOGLE_FILE_PATH.test(url.pathname)) return url.href;
  return null;
}

const VIDEO_ID = /^[\w-]{11}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com']);

/** The video id of a YouTube video address, or null. */
export function youtubeVideoId(value: string): string | null {
  const url = parse(value);
  if (!url) return null;
  const host = url.hostname.toLowerCase();
  const path = url.pathname.split('/').filter(Boolean);
  let id: string | null | undefined = null;
  if (host === 'youtu.be') id = path[0];
  else if (YOUTUBE_HOSTS.has(host)) {
    if (path[0] === 'watch') id = url.searchParams.get('v');
    else if (path[0] === 'embed' || path[0] === 'shorts' || path[0] === 'live' || path[0] === 'v') id = path[1];
  } else if (host === 'www.youtube-nocookie.com' || host === 'youtube-nocookie.com') {
    if (path[0] === 'embed') id = path[1];
  }
  return id && VIDEO_ID.test(id) ? id : null;
}

/** The privacy-enhanced player's address of a video. */
export const youtubeEmbedUrl = (videoId: string) => `https://www.youtube-nocookie.com/embed/${videoId}`;
/** Its thumbnail. */
export const youtubeThumbnailUrl = (videoId: string) => `https://i.ytimg.com/vi/${videoId}/hqdefault.jpg`;
