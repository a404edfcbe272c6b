/// The page's style sheet, inlined so the file needs nothing from the network.
///
/// Colours are custom properties: the dark scheme and print only swap values. Maps are SVG with colour
/// attributes for standalone use; the rules under "maps" override them by class. Print puts each day
/// on its own page, keeps table rows whole, repeats table headings and numbers the pages. A Korean font
/// leads the font list: its Latin letters are fine, and a name that mixes scripts (`N서울타워`) then stays
/// in one font, so its spacing is even and a PDF's text keeps it in one piece.
enum PageStyle {
    static let css = """
        :root {
          --text: #212529; --muted: #5c636a; --page: #f8f9fa; --card: #ffffff; --line: #dee2e6;
          --map: #ffffff; --accent: #0072b2; --warn: #b02a37;
          color-scheme: light dark;
        }
        @media (prefers-color-scheme: dark) {
          :root {
            --text: #e9ecef; --muted: #adb5bd; --page: #121416; --card: #1c1f23; --line: #3a4047;
            --map: #24282d; --accent: #56b4e9; --warn: #ff8787;
          }
        }
        * { box-sizing: border-box; }
        body {
          margin: 0; background: var(--page); color: var(--text); line-height: 1.5;
          font: 16px/1.5 "Noto Sans CJK KR", "Apple SD Gothic Neo", "Malgun Gothic", system-ui, sans-serif;
        }
        main { max-width: 60rem; margin: 0 auto; padding: 1rem; }
        h1 { font-size: 1.75rem; line-height: 1.25; margin: 0.5rem 0; overflow-wrap: anywhere; }
        h2 { font-size: 1.3rem; margin: 0 0 0.75rem; overflow-wrap: anywhere; }
        h2 .date { font-weight: 400; color: var(--muted); font-size: 1rem; margin-left: 0.5rem; }
        section, header.trip {
          background: var(--card); border: 1px solid var(--line); border-radius: 0.5rem;
          padding: 1rem; margin: 0 0 1rem;
        }
        .summary, .dates { color: var(--muted); margin: 0.25rem 0; }
        dl.facts { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; margin: 0.75rem 0 0; }
        dl.facts dt { color: var(--muted); }
        dl.facts dd { margin: 0; overflow-wrap: anywhere; white-space: pre-line; }
        figure.map { margin: 0 0 1rem; }
        figure.map svg { display: block; width: 100%; height: auto; }
        ul.legend { list-style: none; padding: 0; margin: 0; display: flex; flex-wrap: wrap; gap: 0.25rem 1.25rem; }
        ul.legend .swatch {
          display: inline-block; width: 1.5em; height: 0.75em; border-radius: 3px; margin-right: 0.4em;
        }
        ol.names { columns: 16rem; margin: 0.5rem 0 0; padding-left: 2.5rem; font-size: 0.9rem; }
        ol.names li { overflow-wrap: anywhere; }
        table { width: 100%; border-collapse: collapse; font-size: 0.95rem; }
        th, td { text-align: left; vertical-align: top; padding: 0.4rem 0.5rem; border-bottom: 1px solid var(--line); }
        th { color: var(--muted); font-weight: 600; }
        td { overflow-wrap: anywhere; }
        td.num, th.num { text-align: right; white-space: nowrap; }
        td.pos { width: 2.5rem; font-weight: 700; }
        .address, .stop-notes { display: block; color: var(--muted); font-size: 0.85rem; }
        .stop-notes { white-space: pre-line; }
        .fare, .distance { display: block; color: var(--muted); font-size: 0.85rem; }
        td.time { width: 6.5rem; }
        td.time span, td.num .mode, td.num .minutes { display: block; }
        td.time .visit { font-weight: 600; white-space: nowrap; }
        td.time .arrive, td.time .wait, td.time .stay, td.num .minutes { color: var(--muted); font-size: 0.85rem; }
        td.num .distance { color: var(--muted); }
        .warning { display: block; color: var(--warn); font-weight: 600; font-size: 0.9rem; }
        p.day-warning { margin: 0.5rem 0 0; }
        tr.lodging td { background: color-mix(in srgb, var(--line) 35%, transparent); }
        .lodging-icon { display: inline-block; vertical-align: -0.2em; }
        ul.legend .lodging-icon { margin-right: 0.4em; }
        tr.fares td { font-weight: 400; color: var(--muted); }
        tfoot td { font-weight: 600; border-bottom: none; }
        .transfers { padding-left: 1.25rem; }
        footer { color: var(--muted); font-size: 0.85rem; padding: 0 1rem 2rem; }

        /* maps */
        .map-bg { fill: var(--map); stroke: var(--line); }
        .label { fill: var(--text); stroke: var(--map); }
        .pin circle { stroke: var(--map); }
        .scale { stroke: var(--text); }
        .scale text, .empty { fill: var(--muted); }
        .leader { stroke: var(--muted); }
        .house { fill: var(--text); stroke: var(--map); }
        .lodging .door { fill: var(--map); }
        /* One drawing of each map per screen size: labels keep their size on a phone. */
        figure.map.narrow, div.names.narrow { display: none; }
        @media (max-width: 60rem) {
          figure.map.wide, div.names.wide { display: none; }
          figure.map.narrow, div.names.narrow { display: block; }
          figure.map.narrow svg { max-width: 34rem; margin: 0 auto; }
        }

        @media (max-width: 40rem) {
          main { padding: 0.5rem; }
          section, header.trip { padding: 0.75rem; border-radius: 0.25rem; }
          h1 { font-size: 1.4rem; }
          table { font-size: 0.9rem; }
          th, td { padding: 0.35rem 0.3rem; }
          td.pos { width: 2rem; }
          td.time { width: 5.5rem; }
        }

        @page {
          size: A4; margin: 14mm 12mm 16mm;
          @bottom-center { content: counter(page) " / " counter(pages); font-size: 9pt; color: #5c636a; }
        }
        @media print {
          :root {
            --text: #000000; --muted: #444b52; --page: #ffffff; --card: #ffffff; --line: #c8cdd2; --map: #ffffff;
          }
          body { font-size: 11pt; }
          main { max-width: none; padding: 0; }
          section, header.trip { border: none; padding: 0; margin: 0 0 6mm; }
          section.day, section.costs { break-before: page; }
          figure.map { break-inside: avoid; }
          figure.map.wide, div.names.wide { display: block; }
          figure.map.narrow, div.names.narrow { display: none; }
          .warning { color: #000000; }
          figure.day-map svg { max-height: 95mm; }
          figure.overview svg { max-height: 170mm; }
          tr, dl.facts, ul.legend li { break-inside: avoid; }
          thead { display: table-header-group; }
          /* A footer repeated on every page reads as the day ending there. */
          tfoot { display: table-row-group; }
          h2 { break-after: avoid; }
          footer { padding: 0; }
        }
        """
}
