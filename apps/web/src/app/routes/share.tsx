export { SharePage as Component } from '@/features/share/components/share-page';
