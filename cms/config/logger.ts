// LOG_LEVEL=http logs every request; the default keeps the log to what an operator acts on.
export default { level: process.env.LOG_LEVEL ?? 'info' };
