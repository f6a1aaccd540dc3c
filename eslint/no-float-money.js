/**
 * `quotelocal/no-float-money` (issue 35, item 5): money is integer cents, never a float. Reported,
 * on a value named as money (`…Cents`, `amount…`, as a variable or a property): a division by a
 * number written in the code (`cents / 100`, `totalCents / 2`) not rounded to a whole number at
 * once (`Math.round/floor/ceil/trunc(cents / 100)` is; a ratio of two amounts, `x / span`, is not
 * money), `.toFixed`, `parseFloat` of it or into it, and a zod money field that is `z.number()`
 * without `.int()`.
 * Dollars for people are written from the cents' digits (`decimalOfCents` in src/contract/money.ts).
 */
const MONEY = /cents$|^amount/i;
const ROUNDING = new Set(['round', 'floor', 'ceil', 'trunc']);

const nameOf = (node) => {
  if (!node) return null;
  if (node.type === 'Identifier') return node.name;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'MemberExpression' && !node.computed) return node.property.name;
  return null;
};

/** A money value, or arithmetic on one (`amountCents * rate`, `priceCents!`, `x.cents as number`). */
function involvesMoney(node) {
  switch (node.type) {
    case 'ChainExpression':
    case 'TSAsExpression':
    case 'TSNonNullExpression':
      return involvesMoney(node.expression);
    case 'BinaryExpression':
      return ['+', '-', '*', '/', '%'].includes(node.operator)
        ? involvesMoney(node.left) || involvesMoney(node.right)
        : false;
    default: {
      const name = nameOf(node);
      return name !== null && MONEY.test(name);
    }
  }
}

const isMathCall = (node, names) =>
  node?.type === 'CallExpression' &&
  node.callee.type === 'MemberExpression' &&
  nameOf(node.callee.object) === 'Math' &&
  names.has(nameOf(node.callee.property));

const isParseFloat = (node) =>
  node.callee.type === 'Identifier'
    ? node.callee.name === 'parseFloat'
    : node.callee.type === 'MemberExpression' &&
      nameOf(node.callee.object) === 'Number' &&
      nameOf(node.callee.property) === 'parseFloat';

/** Where a value goes, through arithmetic: the name it is given (`const amountCents = … * 100`). */
function targetName(node) {
  let parent = node.parent;
  while (parent?.type === 'BinaryExpression' || parent?.type === 'TSAsExpression') {
    node = parent;
    parent = node.parent;
  }
  if (parent?.type === 'VariableDeclarator' && parent.init === node) return nameOf(parent.id);
  if (parent?.type === 'Property' && parent.value === node) return nameOf(parent.key);
  if (parent?.type === 'AssignmentExpression' && parent.right === node) return nameOf(parent.left);
  return null;
}

/** The methods of a chain of calls (`z.number().int().min(1)`), outermost first, to its root. */
function chainOf(node) {
  const methods = [];
  let current = node;
  while (current?.type === 'CallExpression' && current.callee.type === 'MemberExpression') {
    methods.push(nameOf(current.callee.property));
    current = current.callee.object;
  }
  return { methods, root: current };
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Money is integer cents, never a floating-point number' },
    schema: [],
    messages: {
      division:
        'Money divided into a fraction: round it to a whole number at once (Math.round/floor/ceil/trunc), or write dollars with decimalOfCents.',
      toFixed: 'toFixed on money makes a float of it: write dollars with decimalOfCents.',
      parseFloat: 'parseFloat makes money a float: parse cents as an integer.',
      zodNumber: 'A money field must be an integer: z.number().int().',
    },
  },
  create(context) {
    return {
      BinaryExpression(node) {
        const byNumber = node.right.type === 'Literal' && typeof node.right.value === 'number';
        if (node.operator !== '/' || !byNumber || !involvesMoney(node.left)) return;
        const parent = node.parent;
        if (isMathCall(parent, ROUNDING) && parent.arguments[0] === node) return;
        context.report({ node, messageId: 'division' });
      },
      CallExpression(node) {
        if (node.callee.type === 'MemberExpression' && nameOf(node.callee.property) === 'toFixed') {
          if (involvesMoney(node.callee.object)) context.report({ node, messageId: 'toFixed' });
          return;
        }
        if (isParseFloat(node)) {
          const name = targetName(node);
          if ((node.arguments[0] && involvesMoney(node.arguments[0])) || (name && MONEY.test(name)))
            context.report({ node, messageId: 'parseFloat' });
          return;
        }
        // A zod chain given to a money property: the outermost call of `z.number()…`.
        const name = targetName(node);
        if (!name || !MONEY.test(name)) return;
        const { methods, root } = chainOf(node);
        const zNumber = methods.at(-1) === 'number' && ['z', 'coerce'].includes(nameOf(root));
        if (zNumber && !methods.includes('int')) context.report({ node, messageId: 'zodNumber' });
      },
    };
  },
};
