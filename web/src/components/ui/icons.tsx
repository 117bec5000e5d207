import type { ReactNode } from 'react'

/**
 * Icons drawn as SVG: an emoji or a symbol font shows as an empty box where no such font is
 * installed (many cheap phones, most Linux desktops). Each is hidden from screen readers: the
 * button around it carries the name.
 */
function Icon({ children, size = '1em' }: { children: ReactNode; size?: string }) {
  return (
    <svg
      className="drawn-icon"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  )
}

/** A chain link (the editor's Link button). */
export const LinkIcon = () => (
  <Icon>
    <path d="M10 13a5 5 0 0 0 7.07 0l3-3a5 5 0 0 0-7.07-7.07l-1.5 1.5" />
    <path d="M14 11a5 5 0 0 0-7.07 0l-3 3a5 5 0 0 0 7.07 7.07l1.5-1.5" />
  </Icon>
)

/** A magnifying glass (a search button with no room for its word). */
export const SearchIcon = () => (
  <Icon size="1.1em">
    <circle cx="10.5" cy="10.5" r="6.5" />
    <path d="m15.5 15.5 5 5" />
  </Icon>
)

/** A bin (remove a section). */
export const TrashIcon = () => (
  <Icon>
    <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
  </Icon>
)

/** A cross (remove an item). */
export const CrossIcon = () => (
  <Icon>
    <path d="M6 6l12 12M18 6 6 18" />
  </Icon>
)
