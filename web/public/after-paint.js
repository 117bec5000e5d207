/* global document, requestAnimationFrame */
// Starts the app once the page the server rendered has painted (server/src/lib/page-render.ts
// puts this in place of the app's module script): on a slow connection the HTML, its stylesheet
// and its font do not share the line with the app's JavaScript, so the page shows first; the
// app then loads and takes it over. A classic deferred script: `document.currentScript` names
// the entry and the chunks to preload, and the CSP allows it (our own origin, no inline code).
;(function () {
  // The app-wide stylesheet of a page with critical CSS comes as a print stylesheet, so it never
  // blocks the first paint (server/src/lib/chunk-preloads.ts): it applies to the screen once it
  // has loaded.
  Array.prototype.forEach.call(document.querySelectorAll('link[data-media]'), function (link) {
    function apply() {
      link.media = link.getAttribute('data-media')
    }
    if (link.sheet) apply()
    else link.addEventListener('load', apply)
  })
  var script = document.currentScript
  var entry = script && script.getAttribute('data-entry')
  if (!entry) return
  var preloads = (script.getAttribute('data-preload') || '').split(' ').filter(Boolean)
  // One element a task: the browser handles each added preload at once (a fetch set up, the
  // module map looked up), a few milliseconds each on a slow phone, too long together.
  function start() {
    var next = preloads.shift()
    if (next === undefined) {
      var module = document.createElement('script')
      module.type = 'module'
      module.crossOrigin = ''
      module.src = entry
      document.head.appendChild(module)
      return
    }
    var link = document.createElement('link')
    link.rel = 'modulepreload'
    link.crossOrigin = ''
    link.href = next
    document.head.appendChild(link)
    setTimeout(start, 0)
  }
  var started = false
  function once() {
    if (started) return
    started = true
    start()
  }
  // Once the first contentful paint has been presented (the browser reports it); where paint
  // timing is missing, after two frames.
  try {
    new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length) setTimeout(once, 0)
    }).observe({ type: 'paint', buffered: true })
  } catch {
    requestAnimationFrame(function () {
      requestAnimationFrame(function () {
        setTimeout(once, 0)
      })
    })
  }
  // A page that never paints contentfully (hidden tab) still starts.
  setTimeout(once, 3000)
})()
