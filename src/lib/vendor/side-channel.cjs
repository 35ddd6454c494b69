'use strict';
// A WeakMap stand-in for the `side-channel` package, which qs uses to spot cycles and overflow
// with object keys only. The package pulls object-inspect and its helpers (~11 KB gzip) into
// every page for error messages nobody sees; qs needs only get/has/set on objects.
module.exports = function getSideChannel() {
  var map = new WeakMap();
  return {
    assert: function (key) {
      if (!map.has(key)) throw new TypeError('Side channel does not contain the given key');
    },
    get: function (key) {
      return map.get(key);
    },
    has: function (key) {
      return map.has(key);
    },
    set: function (key, value) {
      map.set(key, value);
    },
    delete: function (key) {
      return map.delete(key);
    },
  };
};
