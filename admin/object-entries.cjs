// Stands in for the npm polyfill `object.entries` in the browser build (see vite.config.ts).
module.exports = Object.entries;
