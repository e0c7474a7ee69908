export interface ShareTarget {
  /** Absolute URL of the page to share. */
  url: string;
  title: string;
  /** Absolute URL of an image (Pinterest needs one). */
  image?: string;
}

/** Plain share links: e-mail, WhatsApp and Pinterest; no scripts of the networks load. */
export function shareLinks({ url, title, image }: ShareTarget) {
  const e = encodeURIComponent;
  return {
    email: `mailto:?subject=${e(title)}&body=${e(`${title}\n${url}`)}`,
    whatsapp: `https://wa.me/?text=${e(`${title} ${url}`)}`,
    pinterest: `https://www.pinterest.com/pin/create/button/?url=${e(url)}&description=${e(title)}${image ? `&media=${e(image)}` : ''}`,
  };
}
