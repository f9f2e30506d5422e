// 'Sao chép' buttons in the staff area (data-copy="text"): the text goes to the clipboard, and a
// toast says so; where the clipboard is refused (no HTTPS), the toast says to copy by hand.
document.addEventListener('click', (event) => {
  const button = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-copy]') : null;
  if (!button) return;
  const text = button.dataset.copy ?? '';
  const byHand = () =>
    window.showToast({ title: 'Không sao chép được', description: `Hãy chép tay: ${text}`, destructive: true });
  // Over plain HTTP there is no clipboard at all: writeText would throw before any promise.
  if (!navigator.clipboard?.writeText) return byHand();
  navigator.clipboard.writeText(text).then(() => window.showToast({ title: 'Đã sao chép', description: text }), byHand);
});
