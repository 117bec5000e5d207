/** Reading the head of a page the BFF wrote, as a search engine or a link preview would. */

/** The JSON-LD blocks of a page, parsed. */
export function jsonLdOf(html: string): Record<string, unknown>[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
  return blocks.map((block) => JSON.parse(block[1]!) as Record<string, unknown>)
}

/** The content of a meta tag (name or property), entities decoded as a browser would. */
export function metaOf(html: string, key: string): string | undefined {
  const tag = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html)
  return tag?.[1]
    ?.replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
}

/** The canonical link and the hreflang alternates of a page. */
export function linksOf(html: string): { canonical?: string; alternates: Record<string, string> } {
  const canonical = /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1]
  const alternates = Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]*)">/g)].map((m) => [
      m[1]!,
      m[2]!,
    ]),
  )
  return { canonical, alternates }
}

/** The page's `<title>`. */
export const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1]
