/**
 * Run inline before the comparison renders: marks the page when its address names tools, so
 * CSS can reserve the table's space before any script has loaded (the page's script policy
 * lists its hash, like every inline script's).
 */
export const compareQueryScript = `/[?&]tools=/.test(location.search)&&(document.documentElement.dataset.compareQuery="")`;
