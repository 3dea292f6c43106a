package dev.tabula.testing;

import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayDeque;
import java.util.Collection;
import java.util.Collections;
import java.util.Deque;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Everything reachable from an object through its fields: what a piece of code that was handed
 * the object could get at, whatever accessors it has. Tabula's own classes are followed field by
 * field; the JDK's collections through their contents; other JDK objects are leaves.
 */
public final class Reachable {
    private final Set<Object> objects = Collections.newSetFromMap(new IdentityHashMap<>());
    private final Set<Long> longs = new HashSet<>();

    private Reachable() {
    }

    /** Walks everything reachable from {@code root}. */
    public static Reachable from(Object root) {
        Reachable reachable = new Reachable();
        reachable.walk(root);
        return reachable;
    }

    /** Every object reached, the root included. */
    public Set<Object> objects() {
        return Collections.unmodifiableSet(objects);
    }

    /** Every {@code long} value held in a field or an array reached. */
    public Set<Long> longs() {
        return Collections.unmodifiableSet(longs);
    }

    /** Whether an object of {@code type} was reached. */
    public boolean holdsAny(Class<?> type) {
        return objects.stream().anyMatch(type::isInstance);
    }

    private void walk(Object root) {
        Deque<Object> pending = new ArrayDeque<>();
        pending.push(root);
        while (!pending.isEmpty()) {
            Object next = pending.pop();
            if (!objects.add(next)) {
                continue;
            }
            Class<?> type = next.getClass();
            if (type.isArray()) {
                int length = Array.getLength(next);
                for (int i = 0; i < length; i++) {
                    Object element = Array.get(next, i);
                    if (type.getComponentType() == long.class) {
                        longs.add((Long) element);
                    } else if (!type.getComponentType().isPrimitive()) {
                        later(pending, element);
                    }
                }
            } else if (next instanceof Collection<?> collection) {
                collection.forEach(element -> later(pending, element));
            } else if (next instanceof Map<?, ?> map) {
                map.forEach((key, value) -> {
                    later(pending, key);
                    later(pending, value);
                });
            } else if (next instanceof Optional<?> optional) {
                optional.ifPresent(value -> later(pending, value));
            } else if (next instanceof Long value) {
                longs.add(value);
            } else if (type.getName().startsWith("dev.tabula.")) {
                fields(next, pending);
            }
        }
    }

    /** A deque holds no null, and a null leads nowhere. */
    private static void later(Deque<Object> pending, Object value) {
        if (value != null) {
            pending.push(value);
        }
    }

    private void fields(Object object, Deque<Object> pending) {
        for (Class<?> type = object.getClass(); type != null && type.getName().startsWith("dev.tabula."); type = type.getSuperclass()) {
            for (Field field : type.getDeclaredFields()) {
                if (Modifier.isStatic(field.getModifiers())) {
                    continue;
                }
                field.setAccessible(true);
                try {
                    Object value = field.get(object);
                    if (field.getType() == long.class) {
                        longs.add((Long) value);
                    } else if (!field.getType().isPrimitive()) {
                        later(pending, value);
                    }
                } catch (IllegalAccessException e) {
                    throw new AssertionError("cannot read " + field, e);
                }
            }
        }
    }
}
