export { seoModule } from './module.ts';
