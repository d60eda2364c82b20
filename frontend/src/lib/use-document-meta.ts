import { useEffect } from 'react';
import { SITE_NAME } from '../config/env';

function setMeta(attribute: 'name' | 'property', key: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.content = content;
}

/** Sets the tab title, description and Open Graph tags for the current screen. */
export function useDocumentMeta(title: string | null, description?: string, image?: string | null): void {
  useEffect(() => {
    if (title === null) return;
    const fullTitle = title ? `${title} | ${SITE_NAME}` : SITE_NAME;
    document.title = fullTitle;
    setMeta('property', 'og:title', fullTitle);
    setMeta('property', 'og:type', 'website');
    if (description) {
      setMeta('name', 'description', description);
      setMeta('property', 'og:description', description);
    }
    if (image) setMeta('property', 'og:image', new URL(image, window.location.origin).toString());
  }, [title, description, image]);
}
