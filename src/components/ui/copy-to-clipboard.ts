/**
 * Copies text: the Clipboard API where the WebView allows it, otherwise a selected off-screen textarea and
 * the legacy copy command (older Android WebViews). Resolves false when neither works.
 */
export async function copyToClipboard(text: string): Promise<boolean> {
  try {
    if (typeof navigator !== 'undefined' && typeof navigator.clipboard?.writeText === 'function') {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, page not focused): the legacy way may still work.
  }
  try {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.top = '0';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    // execCommand is deprecated, but it is the only copy path of old Android WebViews.
    const copied = typeof document.execCommand === 'function' && document.execCommand('copy');
    area.remove();
    return copied;
  } catch {
    return false;
  }
}
