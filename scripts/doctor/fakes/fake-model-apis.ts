import { json, listen, type RunningFake } from './listen';

/**
 * OpenAI models.retrieve, as the `openai` SDK calls it (node_modules/openai/resources/models.d.ts, `Model`):
 * `GET /v1/models/{model}` with `Authorization: Bearer <key>` → `{id, object:'model', created, owned_by,
 * shutdown_date?}`; errors are `{error:{message, type, param, code}}` (401 invalid_api_key, 404 model_not_found,
 * 403 when the organisation must be verified for the model).
 */
export interface OpenAiModelsState {
  key: string;
  models: Record<string, { shutdown_date?: string | null; needsVerification?: boolean }>;
}

/** Starts the OpenAI models fake; its base URL for the SDK is `${url}/v1`. */
export async function startFakeOpenAiModels(state: OpenAiModelsState): Promise<RunningFake> {
  return listen((request, response) => {
    const model = /^GET \/v1\/models\/([^/?]+)$/.exec(`${request.method} ${request.path}`)?.[1];
    if (model === undefined) {
      json(response, 404, {
        error: {
          message: `Invalid URL (${request.method} ${request.path})`,
          type: 'invalid_request_error',
          param: null,
          code: null,
        },
      });
      return;
    }
    if (request.headers.authorization !== `Bearer ${state.key}`) {
      json(response, 401, {
        error: {
          message: 'Incorrect API key provided: sk-wr***ng.',
          type: 'invalid_request_error',
          param: null,
          code: 'invalid_api_key',
        },
      });
      return;
    }
    const found = state.models[decodeURIComponent(model)];
    if (!found) {
      json(response, 404, {
        error: {
          message: `The model '${model}' does not exist`,
          type: 'invalid_request_error',
          param: 'model',
          code: 'model_not_found',
        },
      });
      return;
    }
    if (found.needsVerification) {
      json(response, 403, {
        error: {
          message: `Your organization must be verified to use the model \`${model}\`. Please go to: https://platform.openai.com/settings/organization/general and click on Verify Organization. If you just verified, it can take up to 15 minutes for access to propagate.`,
          type: 'invalid_request_error',
          param: null,
          code: null,
        },
      });
      return;
    }
    json(response, 200, {
      id: model,
      object: 'model',
      created: 1745000000,
      owned_by: 'system',
      ...(found.shutdown_date !== undefined ? { shutdown_date: found.shutdown_date } : {}),
    });
  });
}

/**
 * Gemini models.get, as `@google/genai` calls it (node_modules/@google/genai/dist/genai.d.ts `Model`; the SDK's
 * request path `{name}` under its API version, `v1` by default in 3.1.0: GOOGLE_AI_API_DEFAULT_VERSION in
 * dist/node/index.mjs; v1beta is the other published version): `GET /v1/models/{model}` with `x-goog-api-key` →
 * `{name:'models/<id>', version, displayName, inputTokenLimit, outputTokenLimit, supportedGenerationMethods}`;
 * errors are google.rpc.Status `{error:{code, message, status}}` (400 INVALID_ARGUMENT for a bad key, 404 NOT_FOUND).
 */
export interface GeminiModelsState {
  key: string;
  models: string[];
}

/** Starts the Gemini models fake; its base URL for the SDK is `url`. */
export async function startFakeGeminiModels(state: GeminiModelsState): Promise<RunningFake> {
  return listen((request, response) => {
    const [, version, model] = /^GET \/(v1|v1beta)\/models\/([^/?]+)$/.exec(`${request.method} ${request.path}`) ?? [];
    if (model === undefined || version === undefined) {
      json(response, 404, { error: { code: 404, message: `no route ${request.path}`, status: 'NOT_FOUND' } });
      return;
    }
    if (request.headers['x-goog-api-key'] !== state.key) {
      json(response, 400, {
        error: { code: 400, message: 'API key not valid. Please pass a valid API key.', status: 'INVALID_ARGUMENT' },
      });
      return;
    }
    if (!state.models.includes(model)) {
      json(response, 404, {
        error: {
          code: 404,
          message: `models/${model} is not found for API version ${version}, or is not supported for getModel.`,
          status: 'NOT_FOUND',
        },
      });
      return;
    }
    json(response, 200, {
      name: `models/${model}`,
      version: '2.5',
      displayName: model,
      inputTokenLimit: 32768,
      outputTokenLimit: 32768,
      supportedGenerationMethods: ['generateContent', 'countTokens'],
    });
  });
}
