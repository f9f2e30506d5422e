// The demo-video dialog's behaviour (markup: src/components/sections/demo-video-dialog.tsx), run
// once site.ts has put the dialog in the page on the first 'Xem demo': it answers 'panel-ready',
// then opens on each 'panel-open' and gives focus back to the link that opened it.

/** Creates the YouTube player only when asked, and removes it on close so the video stops. */
function wireDemoVideo(dialog: HTMLDialogElement): void {
  const frame = dialog.querySelector<HTMLElement>('[data-video-frame]');
  const play = dialog.querySelector<HTMLButtonElement>('[data-video-play]');
  const poster = dialog.querySelector<HTMLElement>('[data-video-poster]');
  if (!frame || !play || !poster) return;

  play.addEventListener('click', () => {
    const player = document.createElement('iframe');
    player.src = `https://www.youtube-nocookie.com/embed/${encodeURIComponent(dialog.dataset.demoVideo ?? '')}?autoplay=1&rel=0`;
    player.title = 'Video giới thiệu phần mềm quản lý khách sạn';
    player.allow = 'autoplay; encrypted-media; picture-in-picture; fullscreen';
    player.className = 'absolute inset-0 size-full';
    frame.append(player);
    play.hidden = true;
    poster.hidden = true;
    // Not the player itself: a focused cross-origin frame takes Escape, and the dialog stayed open.
    frame.focus();
  });

  dialog.addEventListener('close', () => {
    frame.querySelector('iframe')?.remove();
    play.hidden = false;
    poster.hidden = false;
  });

  // closedby="any" closes on a backdrop click; older browsers need it done here.
  if (!('closedBy' in HTMLDialogElement.prototype)) {
    dialog.addEventListener('click', (event) => {
      if (event.target === dialog) dialog.close();
    });
  }
}

/** Opens on the page script's 'panel-open'; focus goes back to the link when the dialog closes. */
function openOnRequest(dialog: HTMLDialogElement): void {
  let opener: HTMLElement | undefined;
  dialog.addEventListener('panel-open', (event) => {
    opener = (event as CustomEvent<{ link: HTMLElement }>).detail.link;
    if (!dialog.open) dialog.showModal();
  });
  dialog.addEventListener('close', () => opener?.focus());
}

const dialog = document.querySelector<HTMLDialogElement>('dialog[data-demo-video]');
if (dialog) {
  wireDemoVideo(dialog);
  openOnRequest(dialog);
  dialog.dispatchEvent(new Event('panel-ready'));
}

// Invoker commands (commandfor/command) open and close dialogs without script since Chrome 135;
// older browsers get the same behaviour here.
if (!('command' in HTMLButtonElement.prototype)) {
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('button[commandfor]') : null;
    const target = button && document.getElementById(button.getAttribute('commandfor') ?? '');
    if (!(target instanceof HTMLDialogElement)) return;
    if (button?.getAttribute('command') === 'show-modal') target.showModal();
    if (button?.getAttribute('command') === 'close') target.close();
  });
}
