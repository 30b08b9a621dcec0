/* global window, document */
// The sandbox sportsbook widget (stands in for the BetInAction script). Plain DOM, no build.
//   var widget = window.SandboxSportsbook.init({ element, token, culture, version });
//   widget.destroy();
// element: a DOM element or a CSS selector; token: the personal token of getBetInActionToken (null
// shows the anonymous view); culture: lv-LV, ru-RU or en-GB; version: prelive, live, virtuals, vfec, ….
'use strict';

(function () {
  var script = document.currentScript;
  var apiBase =
    (script && script.src ? new URL(script.src).origin : window.location.origin) + '/__sandbox/sportsbook';
  var texts = {
    'lv-LV': {
      login: 'Pieslēdzies, lai veiktu likmes',
      stake: 'Likme',
      place: 'Veikt likmi',
      placed: 'Likme pieņemta',
      live: 'Tiešraidē',
      slip: 'Likmju lapa',
      pick: 'Izvēlies koeficientu',
      balance: 'Atlikums',
    },
    'ru-RU': {
      login: 'Войдите, чтобы делать ставки',
      stake: 'Ставка',
      place: 'Сделать ставку',
      placed: 'Ставка принята',
      live: 'В прямом эфире',
      slip: 'Купон',
      pick: 'Выберите коэффициент',
      balance: 'Баланс',
    },
    'en-GB': {
      login: 'Log in to place bets',
      stake: 'Stake',
      place: 'Place bet',
      placed: 'Bet accepted',
      live: 'Live',
      slip: 'Bet slip',
      pick: 'Pick odds',
      balance: 'Balance',
    },
  };
  var money = function (minor, currency) {
    return (minor / 100).toFixed(2) + ' ' + currency;
  };
  var el = function (tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  };
  var getJson = function (path) {
    return fetch(apiBase + path).then(function (response) {
      return response.json().then(function (body) {
        if (!response.ok) throw new Error(body.errorMessage);
        return body;
      });
    });
  };

  function init(options) {
    var root =
      typeof options.element === 'string' ? document.querySelector(options.element) : options.element;
    if (!root) throw new Error('SandboxSportsbook: no element');
    var culture = texts[options.culture] ? options.culture : 'en-GB';
    var t = texts[culture];
    var version = options.version || 'prelive';
    var token = options.token || null;
    var selection = null;
    var container = el('div', 'sbx-sportsbook');
    container.setAttribute('data-version', version);
    container.setAttribute('data-culture', culture);
    var account = el('p', 'sbx-account', token ? '…' : t.login);
    var list = el('div', 'sbx-events');
    var slip = el('div', 'sbx-slip');
    container.append(el('h2', null, 'Sportsbook · ' + version), account, list, slip);
    root.replaceChildren(container);

    var renderSlip = function () {
      slip.replaceChildren(el('h3', null, t.slip));
      if (!selection) return slip.append(el('p', null, t.pick));
      slip.append(
        el(
          'p',
          null,
          selection.event.home +
            ' – ' +
            selection.event.away +
            ': ' +
            selection.outcome.label +
            ' @ ' +
            selection.outcome.odds.toFixed(2),
        ),
      );
      if (!token) return slip.append(el('p', null, t.login));
      var stake = el('input');
      stake.type = 'number';
      stake.min = '0.5';
      stake.step = '0.5';
      stake.value = '5';
      stake.setAttribute('aria-label', t.stake);
      var place = el('button', null, t.place);
      place.type = 'button';
      var result = el('p', 'sbx-result');
      place.addEventListener('click', function () {
        fetch(apiBase + '/bets', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            token: token,
            eventId: selection.event.id,
            outcome: selection.outcome.key,
            stake: Math.round(Number(stake.value) * 100),
          }),
        })
          .then(function (response) {
            return response.json().then(function (body) {
              if (!response.ok) throw new Error(body.errorMessage);
              result.textContent =
                t.placed + ' · ' + t.balance + ': ' + money(body.balance.totalBalance, body.balance.currency);
            });
          })
          .catch(function (error) {
            result.textContent = error.message;
          });
      });
      slip.append(stake, place, result);
    };

    var renderEvents = function (events) {
      list.replaceChildren();
      events.forEach(function (event) {
        var row = el('div', 'sbx-event');
        row.setAttribute('data-event-id', event.id);
        var head =
          event.sport +
          ' · ' +
          event.league +
          (event.live
            ? ' · ' + t.live + ' ' + event.minute + "' " + event.score
            : ' · ' + new Date(event.startsAt).toLocaleString(culture));
        row.append(el('div', 'sbx-league', head), el('strong', null, event.home + ' – ' + event.away));
        var odds = el('div', 'sbx-odds');
        event.outcomes.forEach(function (outcome) {
          var button = el('button', null, outcome.key + ' ' + outcome.odds.toFixed(2));
          button.type = 'button';
          button.title = outcome.label;
          button.addEventListener('click', function () {
            selection = { event: event, outcome: outcome };
            renderSlip();
          });
          odds.append(button);
        });
        row.append(odds);
        list.append(row);
      });
    };

    var load = function () {
      return getJson(
        '/events?version=' + encodeURIComponent(version) + '&culture=' + encodeURIComponent(culture),
      ).then(renderEvents);
    };
    if (token) {
      getJson('/session?token=' + encodeURIComponent(token))
        .then(function (session) {
          account.textContent =
            session.firstName +
            ' · ' +
            t.balance +
            ': ' +
            money(session.balance.totalBalance, session.balance.currency);
        })
        .catch(function () {
          token = null;
          account.textContent = t.login;
          renderSlip();
        });
    }
    renderSlip();
    load();
    var timer = setInterval(load, version === 'prelive' || version === 'user' ? 60000 : 5000);
    return {
      destroy: function () {
        clearInterval(timer);
        root.replaceChildren();
      },
    };
  }

  window.SandboxSportsbook = { init: init };
})();
