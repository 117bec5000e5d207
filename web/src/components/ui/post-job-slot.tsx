import { createContext, createElement, useContext, type ComponentType } from 'react'
import type { CurrentUser } from '@jagir/shared/schemas/user'

type PostJobButtonType = ComponentType<{ user: CurrentUser | null | undefined }>

/**
 * The app's Post Job button (docs/product.md#post-job-button), handed down by the layout, which has it for the
 * navbar. Screens show the same button without importing the layout's module: a lazy route
 * importing a module of the entry makes the bundler split the entry into more files (+0.8 KB
 * on the home page's first load, measured with `npm run bench:bundle`).
 */
export const PostJobButtonContext = createContext<PostJobButtonType | null>(null)

/** The Post Job button for `user`, as the navbar shows it. */
export function PostJobSlot({ user }: { user: CurrentUser | null | undefined }) {
  const button = useContext(PostJobButtonContext)
  // The layout's one component, the same on every render: no component is made here.
  return button ? createElement(button, { user }) : null
}
