/** What is shared: the page's absolute address and its title. */
export interface ShareTarget {
  url: string
  title: string
}

/**
 * The share addresses of the apps people in Nepal share with: plain links (no third-party
 * script, nothing loaded until someone taps one). Viber and WhatsApp carry the title and the
 * address as the message; Facebook reads the page's own Open Graph tags from the address.
 */
export function shareLinks({ url, title }: ShareTarget) {
  const message = encodeURIComponent(title ? `${title} ${url}` : url)
  return {
    viber: `viber://forward?text=${message}`,
    whatsapp: `https://wa.me/?text=${message}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
  }
}
