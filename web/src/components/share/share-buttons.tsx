import { useId, useState } from 'react'
import { shareLinks, type ShareTarget } from './share-links'
import './share.scss'

/**
 * What the buttons say. Each page words them for what it shares ("Share this job on Viber"), so
 * their text lives with that page's translations.
 */
export interface ShareLabels {
  /** The group's name: "Share this post" (each app's link is named by the app, inside it). */
  group: string
  copy: string
  copied: string
  /** When the browser would not copy: the address is shown to copy by hand. */
  copyFailed: string
}

type CopyState = 'idle' | 'copied' | 'failed'

/** Copies text with the Clipboard API, or the older selection command where it is missing. */
async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard) {
      await navigator.clipboard.writeText(text)
      return true
    }
  } catch {
    // Refused (no permission, an insecure origin): try the older way.
  }
  const field = document.createElement('textarea')
  field.value = text
  field.setAttribute('readonly', '')
  field.className = 'is-sr-only'
  document.body.append(field)
  field.select()
  try {
    return document.execCommand('copy')
  } catch {
    return false
  } finally {
    field.remove()
  }
}

/**
 * Share buttons for the apps people in Nepal use: Viber, WhatsApp and Facebook as plain links
 * (each opens the app or site with the page's address; no third-party script on the page), and
 * copy link, which says when it has copied.
 */
export function ShareButtons({ target, labels }: { target: ShareTarget; labels: ShareLabels }) {
  const [copy, setCopy] = useState<CopyState>('idle')
  const titleId = useId()
  const links = shareLinks(target)
  const external = { target: '_blank', rel: 'noopener noreferrer' } as const
  return (
    <div className="share-buttons" role="group" aria-labelledby={titleId}>
      <p className="share-title" id={titleId}>
        {labels.group}
      </p>
      <div className="buttons are-small">
        <a className="button share-viber" href={links.viber}>
          Viber
        </a>
        <a className="button share-whatsapp" href={links.whatsapp} {...external}>
          WhatsApp
        </a>
        <a className="button share-facebook" href={links.facebook} {...external}>
          Facebook
        </a>
        <button
          type="button"
          className="button"
          onClick={async () => setCopy((await copyText(target.url)) ? 'copied' : 'failed')}
        >
          {labels.copy}
        </button>
      </div>
      <p role="status" className="share-status">
        {copy === 'copied' ? labels.copied : copy === 'failed' ? labels.copyFailed : ''}
      </p>
      {copy === 'failed' ? (
        <input
          className="input is-small"
          readOnly
          value={target.url}
          aria-label={labels.copy}
          onFocus={(event) => event.currentTarget.select()}
        />
      ) : null}
    </div>
  )
}
