// The Razorpay stand-in's checkout.js (fake-razorpay.ts serves it at /v1/checkout.js).

/**
 * The Checkout stand-in: window.Razorpay with new Razorpay(options).open() and .on('payment.failed', fn), drawing a
 * small dialog in the page. "Pay with UPI" has the stand-in make a captured UPI payment of options.order_id and calls
 * options.handler with { razorpay_payment_id, razorpay_order_id, razorpay_signature }, signed as Razorpay signs;
 * "Fail" makes a failed payment and calls the payment.failed handlers with Razorpay's { error } shape; closing the
 * dialog calls options.modal.ondismiss.
 */
export function checkoutScript(base: string): string {
  return `(function () {
  var BASE = ${JSON.stringify(base)};
  function Razorpay(options) {
    if (!options || !options.key) throw new Error('Razorpay: key is required');
    this.options = options;
    this.failed = [];
  }
  Razorpay.prototype.on = function (name, fn) {
    if (name === 'payment.failed') this.failed.push(fn);
  };
  Razorpay.prototype.open = function () {
    var self = this;
    var o = self.options;
    var shade = document.createElement('div');
    shade.setAttribute('data-razorpay-stand-in', '');
    shade.style.cssText = 'position:fixed;inset:0;background:rgba(0,0,0,.5);display:flex;align-items:center;justify-content:center;z-index:2147483647';
    var box = document.createElement('div');
    box.setAttribute('role', 'dialog');
    box.setAttribute('aria-modal', 'true');
    box.setAttribute('aria-label', 'Razorpay Checkout (stand-in)');
    box.style.cssText = 'background:#fff;color:#111;padding:24px;border-radius:8px;min-width:280px;font:16px sans-serif';
    var title = document.createElement('h2');
    title.textContent = (o.name || 'Checkout') + ': ' + (o.currency || 'INR') + ' ' + (o.amount / 100).toFixed(2);
    var note = document.createElement('p');
    note.textContent = o.description || ('Order ' + o.order_id);
    var message = document.createElement('p');
    message.setAttribute('role', 'status');
    function button(label) {
      var b = document.createElement('button');
      b.type = 'button';
      b.textContent = label;
      b.style.cssText = 'margin:4px;padding:8px 12px';
      box.appendChild(b);
      return b;
    }
    box.appendChild(title);
    box.appendChild(note);
    var payButton = button('Pay with UPI');
    var failButton = button('Fail');
    var closeButton = button('Close');
    box.appendChild(message);
    shade.appendChild(box);
    document.body.appendChild(shade);
    function close() { if (shade.parentNode) shade.parentNode.removeChild(shade); }
    function call(path) {
      return fetch(BASE + path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ key: o.key, order_id: o.order_id })
      }).then(function (r) { return r.json(); });
    }
    payButton.onclick = function () {
      message.textContent = 'Paying…';
      call('/checkout/pay').then(function (answer) {
        if (answer.error) { message.textContent = answer.error.description; return; }
        close();
        if (typeof o.handler === 'function') o.handler(answer);
      });
    };
    failButton.onclick = function () {
      call('/checkout/fail').then(function (answer) {
        message.textContent = answer.error ? answer.error.description : 'Payment failed';
        self.failed.forEach(function (fn) { fn(answer); });
      });
    };
    closeButton.onclick = function () {
      close();
      if (o.modal && typeof o.modal.ondismiss === 'function') o.modal.ondismiss();
    };
  };
  window.Razorpay = Razorpay;
})();
`;
}
