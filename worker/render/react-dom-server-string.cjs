// `react-dom/server` for the worker bundle (wrangler.toml `alias`): React's string renderer
// alone, without the streaming one the worker never uses (~110 KiB). Like react-dom's own entry
// it picks the build by NODE_ENV, which wrangler defines (development under `wrangler dev`,
// production for deploy), so it always matches the `react` build it renders with; the bundler
// drops the other branch.
module.exports =
  process.env.NODE_ENV === 'production'
    ? require('../../node_modules/react-dom/cjs/react-dom-server-legacy.browser.production.js')
    : require('../../node_modules/react-dom/cjs/react-dom-server-legacy.browser.development.js');
