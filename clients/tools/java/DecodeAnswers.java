// Reads recorded answers of the service with the models of the Java client that
// openapi-generator (java, library native) makes of openapi/openapi.json, as that client's
// API classes read a body: ApiClient.createDefaultObjectMapper().readValue(body, Type).
//
//   java -cp CLASSES:JACKSON... DecodeAnswers MANIFEST
//
// MANIFEST has one answer a line: PREFIX <TAB> TYPE <TAB> JSON, where TYPE is the
// operation's return type (a class of MODEL_PACKAGE) and PREFIX the class-name prefix of
// the answer's game (Hearts, Karnoeffel, Watten; "-" for an answer of no game). For each
// answer it prints one line:
//
//   OK   <n> <TYPE> -> <concrete class> [<every model class in the decoded tree>]
//   FAIL <n> <TYPE> -> <concrete class or the exception> ...
//
// The concrete class is a oneOf wrapper's actual instance (the type itself otherwise); the
// bracket lists every model class of the decoded tree (wrappers unwrapped, lists and maps
// walked, enums included). An answer fails when decoding throws, when no class of the tree
// carries PREFIX, or when one carries another game's prefix (the test checks the concrete
// class against the spec's variants). The exit status is 1 if any answer failed.
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

public final class DecodeAnswers {
    static final String MODEL_PACKAGE = "stichwerk.model.";
    static final String[] GAME_PREFIXES = {"Hearts", "Karnoeffel", "Watten"};

    public static void main(String[] args) throws Exception {
        Class<?> apiClient = Class.forName("stichwerk.ApiClient");
        ObjectMapper mapper = (ObjectMapper) apiClient.getMethod("createDefaultObjectMapper")
                .invoke(null);
        Class<?> wrapper = Class.forName(MODEL_PACKAGE + "AbstractOpenApiSchema");
        Method actual = wrapper.getMethod("getActualInstance");
        int n = 0, failed = 0;
        try (BufferedReader in = Files.newBufferedReader(Path.of(args[0]), StandardCharsets.UTF_8)) {
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                if (line.isEmpty()) continue;
                String[] parts = line.split("\t", 3);
                String prefix = parts[0], type = parts[1], json = parts[2];
                n++;
                Object value;
                try {
                    value = mapper.readValue(json, Class.forName(MODEL_PACKAGE + type));
                } catch (Exception e) {
                    failed++;
                    System.out.println("FAIL " + n + " " + type + " -> " + oneLine(e));
                    continue;
                }
                Object top = value;
                while (top != null && wrapper.isInstance(top)) top = actual.invoke(top);
                TreeSet<String> classes = modelClasses(value, wrapper, actual);
                List<String> foreign = new ArrayList<>();
                if (!prefix.equals("-")) {
                    for (String name : classes) {
                        for (String other : GAME_PREFIXES) {
                            if (!other.equals(prefix) && name.startsWith(other)) foreign.add(name);
                        }
                    }
                }
                String concrete = top == null ? "null" : simple(top.getClass());
                boolean own = prefix.equals("-")
                        || classes.stream().anyMatch(name -> name.startsWith(prefix));
                boolean ok = top != null && foreign.isEmpty() && own;
                if (!ok) failed++;
                System.out.println((ok ? "OK   " : "FAIL ") + n + " " + type + " -> " + concrete
                        + " " + classes + (foreign.isEmpty() ? "" : " foreign " + foreign));
            }
        }
        System.out.println("decoded " + n + " answers, " + failed + " failed");
        System.exit(failed == 0 && n > 0 ? 0 : 1);
    }

    static String simple(Class<?> cls) {
        return cls.getName().startsWith(MODEL_PACKAGE)
                ? cls.getName().substring(MODEL_PACKAGE.length()) : cls.getName();
    }

    static String oneLine(Throwable e) {
        StringBuilder out = new StringBuilder();
        for (Throwable t = e; t != null; t = t.getCause()) {
            out.append(t.getClass().getSimpleName()).append(": ")
               .append(String.valueOf(t.getMessage()).replace('\n', ' ')).append(" | ");
        }
        return out.toString();
    }

    /** Every model class (of MODEL_PACKAGE, enums included) in the decoded tree. */
    static TreeSet<String> modelClasses(Object root, Class<?> wrapper, Method actual)
            throws Exception {
        TreeSet<String> out = new TreeSet<>();
        List<Object> todo = new ArrayList<>();  // may hold nulls (ArrayDeque may not)
        todo.add(root);
        while (!todo.isEmpty()) {
            Object item = todo.remove(todo.size() - 1);
            if (item == null) continue;
            if (item instanceof Collection<?> c) { todo.addAll(c); continue; }
            if (item instanceof Map<?, ?> m) { todo.addAll(m.values()); continue; }
            Class<?> cls = item.getClass();
            if (!cls.getName().startsWith(MODEL_PACKAGE)) continue;
            if (wrapper.isInstance(item)) { todo.add(actual.invoke(item)); continue; }
            out.add(simple(cls));
            if (cls.isEnum()) continue;
            for (Method get : cls.getMethods()) {
                if (get.getParameterCount() == 0 && get.getName().startsWith("get")
                        && !Modifier.isStatic(get.getModifiers())
                        && get.getDeclaringClass() == cls) {
                    todo.add(get.invoke(item));
                }
            }
        }
        return out;
    }
}
