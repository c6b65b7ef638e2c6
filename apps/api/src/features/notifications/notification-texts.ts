import type { Language } from '@kolekt/shared/constants';

export interface Actor {
  name: string;
  surname: string;
  userName: string;
}

const who = (actor: Actor) => `${actor.name} ${actor.surname} (@${actor.userName})`;
const preview = (text: string) => (text.length > 80 ? `${text.slice(0, 77)}...` : text);

/** Title and message of each notification kind, in the recipient's language. */
export const notificationTexts = {
  follow: {
    tr: (actor: Actor) => ({
      title: 'Yeni takipçi',
      message: `${who(actor)} seni takip etmeye başladı.`,
    }),
    en: (actor: Actor) => ({
      title: 'New follower',
      message: `${who(actor)} started following you.`,
    }),
  },
  like: {
    tr: (actor: Actor, collection: string) => ({
      title: 'Yeni beğeni',
      message: `${who(actor)} "${collection}" koleksiyonunu beğendi.`,
    }),
    en: (actor: Actor, collection: string) => ({
      title: 'New like',
      message: `${who(actor)} liked your collection "${collection}".`,
    }),
  },
  comment: {
    tr: (actor: Actor, collection: string, content: string) => ({
      title: 'Yeni yorum',
      message: `${who(actor)} "${collection}" koleksiyonuna yorum yaptı: "${preview(content)}"`,
    }),
    en: (actor: Actor, collection: string, content: string) => ({
      title: 'New comment',
      message: `${who(actor)} commented on "${collection}": "${preview(content)}"`,
    }),
  },
} satisfies Record<string, Record<Language, unknown>>;
