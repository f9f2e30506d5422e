// The demo-video dialog's behaviour (markup: src/components/sections/demo-video-dialog.tsx).

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

document.querySelectorAll<HTMLDialogElement>('dialog[data-demo-video]').forEach(wireDemoVideo);

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
