// Injected into a copy of an exported page by scripts/check-pages; never part of what trip writes.
// After layout it reports, inside the DOM that `chromium --dump-dom` prints, what the browser measured:
// blank pages, text wider than its box, map labels wider than the box they were placed in, and the
// stop names and day count the PDF checks need.
addEventListener('load', () => {
  const lines = [];
  const problem = (text) => lines.push('PROBLEM ' + text);
  const main = document.querySelector('main');
  if (!main || main.innerText.trim() === '' || main.getBoundingClientRect().height < 200) problem('blank page');
  const page = document.documentElement;
  if (page.scrollWidth > innerWidth + 1) problem('page is ' + page.scrollWidth + 'px wide in a ' + innerWidth + 'px window');
  for (const box of document.querySelectorAll('main h1, main h2, main h3, main p, main dt, main dd, main li, main td, main th')) {
    if (box.scrollWidth > box.clientWidth + 1) {
      problem('text overflows its ' + box.tagName.toLowerCase() + ' by ' + (box.scrollWidth - box.clientWidth) + 'px: ' + box.textContent.trim().slice(0, 40));
    }
  }
  // Labels are placed with an estimated width; the browser's own measure must fit inside it.
  for (const label of document.querySelectorAll('text.label')) {
    const [x, , width] = label.getAttribute('data-box').split(' ').map(Number);
    const drawn = label.getBBox();
    if (drawn.x < x - 1 || drawn.x + drawn.width > x + width + 1) {
      problem('map label wider than its box (' + drawn.width.toFixed(1) + ' > ' + width + '): ' + label.textContent);
    }
  }
  lines.push('DAYS ' + document.querySelectorAll('section.day').length);
  for (const name of document.querySelectorAll('.stop-name')) lines.push('STOP ' + name.textContent);
  const report = document.createElement('pre');
  report.id = 'page-check';
  report.textContent = '\n' + lines.join('\n') + '\n';
  document.body.append(report);
});
