// Behaviour of the article page's buttons (markup: src/components/news/article-actions.tsx). It imports
// nothing, so Astro inlines it: as a file it was one more request the first paint waited for.

const storageKeys = { like: 'hotelix-liked-articles', save: 'hotelix-saved-articles' } as const;

function readSet(key: string): Set<string> {
  try {
    return new Set(JSON.parse(localStorage.getItem(key) ?? '[]') as string[]);
  } catch {
    return new Set();
  }
}

function writeSet(key: string, values: Set<string>): void {
  try {
    localStorage.setItem(key, JSON.stringify([...values]));
  } catch {
    // Storage off: the button still toggles for this visit.
  }
}

async function share(title: string): Promise<void> {
  const url = location.href;
  if (navigator.share) {
    try {
      await navigator.share({ title, url });
    } catch {
      // The visitor closed the share sheet.
    }
    return;
  }
  await navigator.clipboard.writeText(url);
  window.showToast({ title: 'Đã sao chép liên kết', description: '' });
}

for (const group of document.querySelectorAll<HTMLElement>('[data-article-actions]')) {
  const slug = group.dataset.articleActions ?? '';
  for (const button of group.querySelectorAll<HTMLButtonElement>('button[data-action]')) {
    const action = button.dataset.action;
    if (action === 'like' || action === 'save') {
      const key = storageKeys[action];
      button.setAttribute('aria-pressed', String(readSet(key).has(slug)));
      button.addEventListener('click', () => {
        const values = readSet(key);
        const pressed = !values.has(slug);
        if (pressed) values.add(slug);
        else values.delete(slug);
        writeSet(key, values);
        button.setAttribute('aria-pressed', String(pressed));
      });
    } else if (action === 'share') {
      button.addEventListener('click', () => void share(group.dataset.title ?? document.title));
    }
  }
}
