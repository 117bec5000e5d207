import { describe, expect, it } from 'vitest'
import { shareLinks } from './share-links'

describe('share links', () => {
  it('carry the title and the address to Viber and WhatsApp, the address alone to Facebook', () => {
    const links = shareLinks({
      url: 'https://jagir.example/blog/detail/cv-tips?ref=a&b=1',
      title: 'बायोडाटा कसरी लेख्ने',
    })
    const message = 'बायोडाटा कसरी लेख्ने https://jagir.example/blog/detail/cv-tips?ref=a&b=1'
    expect(links.viber).toBe(`viber://forward?text=${encodeURIComponent(message)}`)
    expect(links.whatsapp).toBe(`https://wa.me/?text=${encodeURIComponent(message)}`)
    expect(links.facebook).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fjagir.example%2Fblog%2Fdetail%2Fcv-tips%3Fref%3Da%26b%3D1',
    )
  })

  it('share the address alone when there is no title', () => {
    expect(shareLinks({ url: 'https://jagir.example/', title: '' }).whatsapp).toBe(
      'https://wa.me/?text=https%3A%2F%2Fjagir.example%2F',
    )
  })
})
