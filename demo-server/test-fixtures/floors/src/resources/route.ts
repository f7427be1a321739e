export const route = 'GET /api/v1/example'
