/**
 * common/temp/token, common/upload (+ GET /api/uploads/<name>), common/load/banner,
 * common/load/wap/config, account/currency/draw/infos, tpaj/info (server/content).
 * common/send/sms and common/send/email live in send-code.ts (accounts).
 */
import fs from 'node:fs';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tokenFromHeader } from '../../accounts/tokens';
import { loadBanners } from '../../content/banners';
import { platformInfo } from '../../content/platform';
import { TempTokens } from '../../content/temp-tokens';
import { UploadRate } from '../../content/upload-rate';
import { UPLOAD_URL_PREFIX, UploadStore } from '../../content/upload-store';
import { drawInfos } from '../../content/withdrawal-rules';
import type { WapConfig } from '@contract/content';
import type { AppContext } from '../../context';
import { AppError, badRequest, notFound, unauthorized } from '../../errors';
import { API_PREFIX, Empty, post } from '../route';

export function registerCommonRoutes(app: FastifyInstance, ctx: AppContext): void {
  const tempTokens = new TempTokens(ctx.db, ctx.serial, () => ctx.clock.now());

  post(app, ctx, 'common/temp/token', { body: Empty }, () => tempTokens.issue());
  post(app, ctx, 'common/load/banner', { body: Empty }, ({ locale }) => loadBanners(ctx.db, locale));
  post(app, ctx, 'common/load/wap/config', { body: Empty }, async (): Promise<WapConfig> => ({
    openH5AppDownload: ctx.config.openH5AppDownload,
    downloadUrl: ctx.config.downloadUrl,
    demo: ctx.config.demo,
  }));
  post(app, ctx, 'account/currency/draw/infos', { body: Empty, auth: true }, async () => drawInfos());
  post(app, ctx, 'tpaj/info', { body: Empty }, async () => platformInfo(ctx.config.brand));

  // multipart is registered inside this scope only, so no other route accepts it
  app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: ctx.config.uploadMaxBytes, files: 1 } });
    const { dataDir, uploadQuotaBytes, uploadRatePerMinute } = ctx.config;
    const uploads = new UploadStore({ db: ctx.db, serial: ctx.serial, dataDir, quotaBytes: uploadQuotaBytes, clock: ctx.clock });
    registerUploads(scope, ctx, uploads, new UploadRate(uploadRatePerMinute, ctx.clock));
  });
}

/** The first file part, which must be the field `file`; other text fields are ignored. */
async function readFilePart(request: FastifyRequest): Promise<{ mimetype: string; data: Buffer }> {
  const part = await request.file();
  if (!part || part.fieldname !== 'file') throw badRequest('fileRequired');
  return { mimetype: part.mimetype, data: await part.toBuffer() };
}

function registerUploads(scope: FastifyInstance, ctx: AppContext, uploads: UploadStore, rate: UploadRate): void {
  scope.post(API_PREFIX + 'common/upload', async (request) => {
    // the session is checked before a byte of the file is read
    const token = tokenFromHeader(request.headers.authorization);
    const userId = token ? await ctx.accounts.verifyToken(token) : null;
    if (userId === null) throw unauthorized();
    rate.take(userId);

    if (!request.isMultipart()) throw badRequest('fileRequired');
    const file = await readFilePart(request).catch((err: unknown) => {
      if (err instanceof AppError) throw err;
      // busboy rejects a malformed body (no boundary, cut short) with a plain Error
      throw err instanceof scope.multipartErrors.RequestFileTooLargeError ? new AppError(413, 'fileTooLarge') : badRequest('badRequest');
    });
    return { code: 0, msg: '', data: await uploads.save(userId, file.mimetype, file.data) };
  });

  // public by unguessable name; nosniff and a closed CSP so a file can never run as a page
  scope.get<{ Params: { name: string } }>(`${UPLOAD_URL_PREFIX}:name`, async (request, reply) => {
    const found = await uploads.find(request.params.name);
    const stat = found && (await fs.promises.stat(found.file).catch(() => null));
    if (!found || !stat?.isFile()) throw notFound();
    return reply
      .type(found.mime)
      .header('content-length', stat.size)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; frame-ancestors 'none'")
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(fs.createReadStream(found.file));
  });
}
