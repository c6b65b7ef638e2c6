import type { SiteLinks } from '@kolekt/shared/user';
import type { Config } from '../../config/config';

/** The footer's links as browsers get them: a contact address as mailto:, unset ones null. */
export function publicSiteLinks(links: Config['siteLinks']): SiteLinks {
  return {
    source: links.source ?? null,
    contact: links.contactEmail ? `mailto:${links.contactEmail}` : null,
    x: links.x ?? null,
    instagram: links.instagram ?? null,
    facebook: links.facebook ?? null,
    github: links.github ?? null,
  };
}
