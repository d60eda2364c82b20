import { useEffect } from 'react';
import { SITE_NAME } from '../config/env';

const FALLBACK_DESCRIPTION = "New Zealand's adults-only (18+) directory of independent and agency companions.";

function setMeta(attribute: 'name' | 'property', key: string, content: string | null): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (content === null) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.content = content;
}

/**
 * Sets the tab title, description and Open Graph tags for the current screen; a screen without
 * its own description or image puts the site's defaults back.
 */
export function useDocumentMeta(title: string | null, description?: string, image?: string | null): void {
  useEffect(() => {
    if (title === null) return;
    const fullTitle = title ? `${title} | ${SITE_NAME}` : SITE_NAME;
    const text = description ?? FALLBACK_DESCRIPTION;
    document.title = fullTitle;
    setMeta('name', 'description', text);
    setMeta('property', 'og:title', fullTitle);
    setMeta('property', 'og:description', text);
    setMeta('property', 'og:image', image ? new URL(image, window.location.origin).toString() : null);
  }, [title, description, image]);
}
