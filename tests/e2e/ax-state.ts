import type { Page } from '@playwright/test';

/**
 * The `expanded` state Chromium's accessibility tree (what screen readers read) gives the element
 * matching `selector`. Needed for popover invokers, whose state the browser derives without writing
 * an aria-expanded attribute that Playwright's own role engine could see.
 */
export async function axExpanded(page: Page, selector: string): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send('DOM.getDocument');
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
    const expanded = nodes[0]?.properties?.find((property) => property.name === 'expanded');
    return expanded?.value.value as boolean | undefined;
  } finally {
    await cdp.detach();
  }
}
