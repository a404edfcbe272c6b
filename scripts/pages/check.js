// Injected into a copy of an exported page by scripts/check-pages; never part of what trip writes.
// After layout it reports, inside the DOM that `chromium --dump-dom` prints, what the browser measured:
// blank pages, text wider than its box, map labels wider than the box they were placed in, text and map
// labels drawn too small to read (a map scaled down to a phone's width shrinks its labels with it), and
// the stop names and day count the PDF checks need.
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
  // Smallest readable sizes in CSS pixels: page text, and map labels and pin numbers after the map's scaling.
  const minimumText = 12, minimumLabel = 11;
  const shown = (element) => element.getClientRects().length > 0;
  for (const element of main.querySelectorAll('*')) {
    const own = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent.trim() !== '');
    if (!own || element.closest('svg') || !shown(element)) continue;
    const size = parseFloat(getComputedStyle(element).fontSize);
    if (size < minimumText) problem('text is ' + size.toFixed(1) + 'px: ' + element.textContent.trim().slice(0, 40));
  }
  let smallestLabel = Infinity;
  for (const svg of main.querySelectorAll('figure.map svg')) {
    if (!shown(svg)) continue;
    const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
    for (const text of svg.querySelectorAll('text.label, text.number')) {
      const size = parseFloat(getComputedStyle(text).fontSize) * scale;
      smallestLabel = Math.min(smallestLabel, size);
      if (size < minimumLabel) {
        problem('map text is ' + size.toFixed(1) + 'px on screen: ' + text.textContent);
        break;
      }
    }
  }
  if (smallestLabel < Infinity) lines.push('LABELPX ' + smallestLabel.toFixed(1));
  // Labels are placed with an estimated width; the browser's own measure must fit inside it. Only the
  // drawing the screen shows has a layout.
  for (const label of document.querySelectorAll('text.label')) {
    if (!shown(label)) continue;
    const [x, , width] = label.getAttribute('data-box').split(' ').map(Number);
    const drawn = label.getBBox();
    if (drawn.x < x - 1 || drawn.x + drawn.width > x + width + 1) {
      problem('map label wider than its box (' + drawn.width.toFixed(1) + ' > ' + width + '): ' + label.textContent);
    }
  }
  lines.push('DAYS ' + document.querySelectorAll('section.day').length);
  for (const name of document.querySelectorAll('.stop-name')) lines.push('STOP ' + name.textContent);
  lines.push('WIDTH ' + innerWidth);
  const text = '\n' + lines.join('\n') + '\n';
  const report = document.createElement('pre');
  report.id = 'page-check';
  report.textContent = text;
  document.body.append(report);
  // Inside scripts/pages/frame.html (a window narrower than headless Chromium's 500 px minimum) the
  // report goes to the frame's page, whose DOM is the one --dump-dom prints.
  if (parent !== window) parent.postMessage(text, '*');
});
