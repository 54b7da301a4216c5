/**
 * jsdom has <dialog> without its modal methods: gives it the two our sheets and dialogs call,
 * with the attribute and event a browser's would produce. Call from a beforeAll.
 */
export function polyfillDialog(): void {
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
  };
}
