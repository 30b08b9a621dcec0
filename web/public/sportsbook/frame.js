/* global window, document, ResizeObserver */
// The sportsbook widget's host page (web/public/sportsbook/frame.html), framed by the web app in a
// sandbox without allow-same-origin. Protocol (web/src/features/sportsbook/widget-frame-messages.ts):
//   frame → page: { type: 'frame-ready' } once listening; { type: 'ready' } when the widget runs;
//                 { type: 'error' } when its script is refused, fails to load or the widget cannot start;
//                 { type: 'height', height } whenever the content's height changes (CSS px).
//   page → frame: { type: 'init', scriptUrl, token, culture, version }: (re-)initialise the widget.
// Only messages from the parent window count. The script URL must be https: or this page's own origin.
// The widget's API is the provider's: window.SandboxSportsbook.init({ element, token, culture, version })
// answering { destroy() } (the sandbox's stand-in for the BetInAction script).
'use strict';

(function () {
  var SCRIPT_TIMEOUT_MS = 20000;
  var root = document.getElementById('widget');
  // An opaque origin: location.origin is "null", but the URL still names where this page came from.
  var ownOrigin = new URL(window.location.href).origin;
  var scripts = new Map();
  var widget = null;
  var latest = 0;

  var post = function (message) {
    // The page's origin is not known here and the message holds nothing secret.
    window.parent.postMessage(message, '*');
  };

  var allowed = function (url) {
    try {
      var parsed = new URL(url);
      return parsed.protocol === 'https:' || parsed.origin === ownOrigin;
    } catch {
      return false;
    }
  };

  var loadScript = function (url) {
    if (!scripts.has(url)) {
      var loading = new Promise(function (resolve, reject) {
        var script = document.createElement('script');
        var timer = window.setTimeout(function () {
          reject(new Error('timeout'));
        }, SCRIPT_TIMEOUT_MS);
        script.src = url;
        script.async = true;
        script.onload = function () {
          window.clearTimeout(timer);
          resolve();
        };
        script.onerror = function () {
          window.clearTimeout(timer);
          reject(new Error('load'));
        };
        document.head.appendChild(script);
      }).catch(function (error) {
        // A failed script is tried again on the next init.
        scripts.delete(url);
        throw error;
      });
      scripts.set(url, loading);
    }
    return scripts.get(url);
  };

  var isInit = function (data) {
    return (
      typeof data === 'object' &&
      data !== null &&
      data.type === 'init' &&
      typeof data.scriptUrl === 'string' &&
      typeof data.culture === 'string' &&
      typeof data.version === 'string' &&
      (data.token === null || typeof data.token === 'string')
    );
  };

  var stop = function () {
    if (widget && typeof widget.destroy === 'function') widget.destroy();
    widget = null;
  };

  var start = function (data, run) {
    if (run !== latest) return;
    stop();
    var api = window.SandboxSportsbook;
    if (!api || typeof api.init !== 'function') throw new Error('no widget');
    document.documentElement.lang = data.culture.split('-')[0];
    widget = api.init({ element: root, token: data.token, culture: data.culture, version: data.version });
    post({ type: 'ready' });
  };

  window.addEventListener('message', function (event) {
    if (event.source !== window.parent || !isInit(event.data)) return;
    var data = event.data;
    var run = ++latest;
    if (!allowed(data.scriptUrl)) {
      post({ type: 'error' });
      return;
    }
    loadScript(data.scriptUrl)
      .then(function () {
        start(data, run);
      })
      .catch(function () {
        if (run === latest) post({ type: 'error' });
      });
  });

  var lastHeight = -1;
  var report = function () {
    var height = Math.ceil(root.getBoundingClientRect().height);
    if (height === lastHeight) return;
    lastHeight = height;
    post({ type: 'height', height: height });
  };
  new ResizeObserver(report).observe(root);

  post({ type: 'frame-ready' });
})();
