/** content/list, content/detail, content/detail/by/code, content/search: announcements, help and pages (server/content). */
import type { FastifyInstance } from 'fastify';
import { ContentService } from '../../content/content-service';
import { platformInfo } from '../../content/platform';
import { searchHelp } from '../../content/help-search';
import { seedContent } from '../../content/seed/seed-content';
import { ContentByCodeReq, ContentDetailReq, ContentListReq, ContentSearchReq } from '@contract/content';
import type { AppContext } from '../../context';
import { post } from '../route';

const DEFAULT_PAGE_SIZE = 20;

export function registerContentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const content = new ContentService(ctx.db, platformInfo(ctx.config.brand).name);
  // the seed is upserted once the app is ready, so every start serves the current seed files
  app.addHook('onReady', () => seedContent(ctx.serial));

  post(app, ctx, 'content/list', { body: ContentListReq }, ({ body, locale }) =>
    content.list(body.type, body.page ?? 1, body.size ?? DEFAULT_PAGE_SIZE, locale, body.category),
  );
  post(app, ctx, 'content/detail', { body: ContentDetailReq }, ({ body, locale }) => content.byId(body.id, locale));
  post(app, ctx, 'content/search', { body: ContentSearchReq }, ({ body, locale }) =>
    searchHelp(content, body.keyword, body.page ?? 1, body.size ?? DEFAULT_PAGE_SIZE, locale),
  );
  post(app, ctx, 'content/detail/by/code', { body: ContentByCodeReq }, ({ body, locale }) => content.byCode(body.code, locale));
}
